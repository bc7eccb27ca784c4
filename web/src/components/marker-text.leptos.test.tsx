// @vitest-environment jsdom
// One marker tree, two renderers, the same markup: every marker vector rendered by the server's
// page renderer (leptos, through `server markers vectors`) and by this app's React renderer.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWasm } from '@/lib/wasm';
import { MarkerTree } from './marker-text';

interface MarkerVector {
  name: string;
  input: unknown;
}

const repo = resolve(process.cwd(), '..');
const vectorsFile = resolve(repo, 'tests/vectors/markers.json');
const vectors = JSON.parse(readFileSync(vectorsFile, 'utf8')) as MarkerVector[];
const wasm = await loadWasm();
let leptos = new Map<string, string>();

/** The server's command line: the binary `cargo xtask test` built for the Rust tests (SERVER_BIN), or cargo. */
function server(...args: string[]): [string, string[]] {
  const built = process.env.SERVER_BIN;
  return built ? [built, args] : ['cargo', ['run', '--quiet', '-p', 'server', '--', ...args]];
}

beforeAll(() => {
  // `cargo xtask test` passes the server its Rust tests built: a `cargo run -p server` there
  // resolved the workspace's features otherwise and compiled the server again (a minute).
  const [program, args] = server('markers', 'vectors', vectorsFile);
  const output = execFileSync(program, args, {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  leptos = new Map((JSON.parse(output) as { name: string; html: string }[]).map((entry) => [entry.name, entry.html]));
}, 600_000);

describe('leptos on the server and React in the browser give the same markup', () => {
  it('renders every vector on both sides', () => {
    expect(leptos.size).toBe(vectors.length);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', (name, vector) => {
    const react = renderToStaticMarkup(<MarkerTree tree={wasm.parseMarkers(vector.input)} />);
    // React spells the void element `<br/>`, leptos `<br>`: the same element to every parser.
    expect(react.replaceAll('<br/>', '<br>')).toBe(leptos.get(name));
  });
});
