// The generated value modules of bindings/ (messages, constants, options), read by parsing the
// generated TypeScript: every `export const NAME = <JSON value>( as const);` line. The suite never
// retypes a message, a label or a number.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Value = string | number | boolean | Value[];

function load(name: string): Record<string, Value> {
  const file = fileURLToPath(new URL(`../../../bindings/${name}.ts`, import.meta.url));
  const values: Record<string, Value> = {};
  for (const match of readFileSync(file, 'utf8').matchAll(/^export const (\w+) = (.*?)(?: as const)?;$/gm)) {
    values[match[1]] = JSON.parse(match[2]) as Value;
  }
  if (Object.keys(values).length === 0) throw new Error(`no values found in bindings/${name}.ts`);
  return values;
}

function accessor<T>(name: string, values: Record<string, Value>, check: (value: Value) => value is T & Value) {
  return (key: string): T => {
    const value = values[key];
    if (value === undefined || !check(value)) throw new Error(`bindings/${name}.ts has no ${key} of the expected type`);
    return value;
  };
}

const isString = (value: Value): value is string => typeof value === 'string';
const isNumber = (value: Value): value is number => typeof value === 'number';
const isStrings = (value: Value): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const messages = load('messages');
const constants = load('constants');
const options = load('options');
const messagesFr = load('messages.fr');
const constantsFr = load('constants.fr');
const optionsFr = load('options.fr');

/** Every message of bindings/messages.ts, by its constant's name. */
export const MESSAGES: Readonly<Record<string, Value>> = messages;
export const message = accessor('messages', messages, isString);
export const constant = accessor('constants', constants, isNumber);
export const text = accessor('constants', constants, isString);
export const optionList = accessor('options', options, isStrings);
/** The French twins (bindings' `*.fr.ts`). */
export const messageFr = accessor('messages.fr', messagesFr, isString);
export const textFr = accessor('constants.fr', constantsFr, isString);
export const optionListFr = accessor('options.fr', optionsFr, isStrings);

/** One page of core's inventory (bindings/pages.ts). */
export interface SitePage {
  key: string;
  path: string;
  title: string;
  rendering: string;
}

function loadPages(): SitePage[] {
  const file = fileURLToPath(new URL('../../../bindings/pages.ts', import.meta.url));
  const line = /^ {2}(\w+): \{ key: ("[^"]*"), path: ("[^"]*"), title: ("(?:[^"\\]|\\.)*"), .*rendering: ("[^"]*") \},$/gm;
  const pages = [...readFileSync(file, 'utf8').matchAll(line)].map((match) => ({
    key: JSON.parse(match[2]) as string,
    path: JSON.parse(match[3]) as string,
    title: JSON.parse(match[4]) as string,
    rendering: JSON.parse(match[5]) as string,
  }));
  if (pages.length === 0) throw new Error('no pages found in bindings/pages.ts');
  return pages;
}

/** Every page of the site, by key. */
export const PAGES: ReadonlyMap<string, SitePage> = new Map(loadPages().map((page) => [page.key, page]));

/** Each page's French title, by key (bindings/pages.fr.ts). */
function loadFrenchTitles(): Map<string, string> {
  const file = fileURLToPath(new URL('../../../bindings/pages.fr.ts', import.meta.url));
  const line = /^ {2}(\w+): \{ title: ("(?:[^"\\]|\\.)*"), /gm;
  const titles = [...readFileSync(file, 'utf8').matchAll(line)].map((match) => [match[1], JSON.parse(match[2]) as string] as const);
  if (titles.length === 0) throw new Error('no pages found in bindings/pages.fr.ts');
  return new Map(titles);
}

export const FRENCH_TITLES: ReadonlyMap<string, string> = loadFrenchTitles();
