// Core's generated words (bindings/: messages, option labels, constants, page titles) in the page's
// language. The English modules are the values; their `*.fr.ts` twins are swapped in on French pages
// by words.ts. Only what the interface reads is here, so an English page carries nothing more. Code that needs the English value itself (an option's value sent and stored, the
// English label the server expects) imports it from '@bindings' instead.
import {
  BRAMPTON_ADDRESS,
  DEFAULT_BANNER_BUTTON_LABEL,
  MONTREAL_HEAD_OFFICE_ADDRESS,
  ORGANISATION_NAME,
  PERSONAS,
  PRIVACY_OFFICER_TITLE,
  TYPING_WORDS,
} from '@bindings/constants';
import type * as frenchConstants from '@bindings/constants.fr';
import * as englishMessages from './interface-messages';
import * as englishOptions from '@bindings/options';
import { PAGES, type PageKey } from '@bindings/pages';
import { registerFrench } from './words';

/** The type of a generated value with any text in it: same shape (tuples stay tuples), any string. */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Widen<T[I]> }
      : T;

type Words<M> = { -readonly [K in keyof M]: Widen<M[K]> };

/** The messages the interface shows (`messages.LOADING`; see interface-messages.ts), in the page's language. */
export const messages: Words<typeof englishMessages> = { ...englishMessages };
registerFrench(messages, () => import('./interface-messages.fr').then((french) => ({ words: french })));

/** The option lists' labels (display only: the value sent stays the English label from '@bindings'). */
export const options: Words<typeof englishOptions> = { ...englishOptions };
registerFrench(options, () => import('@bindings/options.fr').then((french) => ({ words: french })));

/**
 * Core's constants a visitor reads (TYPING_WORDS, ORGANISATION_NAME, …: those with a French twin in
 * constants.fr.ts, which the type holds equal), in the page's language. Numbers and other constants
 * are the same in both: import them from '@bindings'. Named one by one, so an English page carries
 * only these, not every constant.
 */
export const constants: Words<Pick<typeof import('@bindings/constants'), keyof typeof frenchConstants>> = {
  BRAMPTON_ADDRESS,
  DEFAULT_BANNER_BUTTON_LABEL,
  MONTREAL_HEAD_OFFICE_ADDRESS,
  ORGANISATION_NAME,
  PERSONAS,
  PRIVACY_OFFICER_TITLE,
  TYPING_WORDS,
};
registerFrench(constants, () => import('@bindings/constants.fr').then((french) => ({ words: french })));

export interface PageWords {
  readonly title: string;
  readonly crumb: string;
}

const pageTable = Object.fromEntries(
  Object.values(PAGES).map((page) => [page.key, { title: page.title, crumb: page.crumb }]),
) as Record<PageKey, PageWords>;
registerFrench(pageTable, () => import('@bindings/pages.fr').then((french) => ({ words: french.PAGE_WORDS })));

/** A page's title and breadcrumb name in the page's language. */
export function pageWords(key: PageKey): PageWords {
  return pageTable[key];
}
