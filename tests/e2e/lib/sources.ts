// French body text read from the very modules the French pages render it from (the web app's
// `words.fr.ts` and `*-page.fr.tsx`, content/'s `fr` tables), so a rewording there moves the test
// with it, and an English body on a French page fails
// (docs/decisions/0008-a-french-twin-for-every-page.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messageFr } from './bindings';

/** Where a French page's body sentence comes from (paths from the repository's root). */
export type FrenchSource =
  /** A string property `key: '...'` (or a template literal) of a web module (the first after `after`, when given). */
  | { file: string; key: string; after?: string }
  /** A sentence of JSX text, which the module must still contain (it fails loudly otherwise). */
  | { file: string; text: string }
  /** The first paragraph of the French `text` of content/'s record `id` (or the file's own). */
  | { file: string; contentId?: string; field?: 'subHeading' }
  /** A message of core's (bindings/messages.fr.ts), by its constant's name. */
  | { message: string };

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');

/** The start of `text`, at most about 40 characters, cut between two words. */
function fragment(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 40) return flat;
  const cut = flat.slice(0, 40);
  return cut.slice(0, cut.lastIndexOf(' '));
}

/** A short French fragment of the page's body, from its source. */
export function frenchBody(source: FrenchSource): string {
  if ('message' in source) return fragment(messageFr(source.message));
  const text = read(source.file);
  if ('text' in source) {
    if (!text.replace(/\s+/g, ' ').includes(source.text)) throw new Error(`${source.file} no longer says ${JSON.stringify(source.text)}`);
    return source.text;
  }
  if ('key' in source) {
    const from = source.after === undefined ? 0 : text.indexOf(source.after);
    if (from < 0) throw new Error(`${source.after} not in ${source.file}`);
    const match = new RegExp(`\\b${source.key}:\\s*(?:'((?:[^'\\\\]|\\\\.)*)'|\`((?:[^\`\\\\]|\\\\.)*)\`)`).exec(text.slice(from));
    if (match === null) throw new Error(`no string ${source.key} in ${source.file}`);
    const raw = match[1] ?? match[2] ?? '';
    const value = JSON.parse(`"${raw.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
    const start = fragment(value);
    // A template's fragment must stop before its first interpolation: the page shows its value.
    if (start.includes('${')) throw new Error(`${source.key} in ${source.file} interpolates within its first words`);
    return start;
  }
  const from = source.contentId === undefined ? 0 : text.indexOf(`id = "${source.contentId}"`);
  if (from < 0) throw new Error(`no id ${source.contentId} in ${source.file}`);
  if (source.field === 'subHeading') {
    const sub = /^\[[a-z.]*fr\]$[\s\S]*?^subHeading = "((?:[^"\\]|\\.)*)"$/m.exec(text.slice(from));
    if (sub === null) throw new Error(`no French subHeading after ${source.contentId ?? 'the start'} in ${source.file}`);
    return fragment(JSON.parse(`"${sub[1]}"`) as string);
  }
  const french = /^\[[a-z.]*fr\]$[\s\S]*?^[a-z_]*text[a-z_]* = """\n(?:-h\d.*\n)*-p1?(.*)$/m.exec(text.slice(from));
  if (french === null) throw new Error(`no French text after ${source.contentId ?? 'the start'} in ${source.file}`);
  return fragment(french[1].split(/ [A-Za-z]+-| -[a-z]/)[0]);
}
