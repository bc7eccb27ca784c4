// tests/vectors/services.json through the TypeScript copies of core's service rules;
// crates/core/tests/services.rs runs the same file through core.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceApiPath } from './service-api-path';
import { displayHeading } from './service-heading';

interface Vectors {
  titles: { name: string; heading: string; title: string }[];
  apiPaths: { name: string; permalink: string; apiPath: string }[];
}

const vectors = JSON.parse(readFileSync(resolve(process.cwd(), '../tests/vectors/services.json'), 'utf8')) as Vectors;

describe('service titles, as core writes them', () => {
  it('has the cases', () => {
    expect(vectors.titles.length).toBeGreaterThanOrEqual(10);
  });
  it.each(vectors.titles.map((v) => [v.name, v] as const))('%s', (_, v) => {
    expect(displayHeading(v.heading)).toBe(v.title);
  });
});

describe('service API paths, as core writes them', () => {
  it('has the cases', () => {
    expect(vectors.apiPaths.length).toBeGreaterThanOrEqual(10);
  });
  it.each(vectors.apiPaths.map((v) => [v.name, v] as const))('%s', (_, v) => {
    expect(serviceApiPath(v.permalink)).toBe(v.apiPath);
  });
});
