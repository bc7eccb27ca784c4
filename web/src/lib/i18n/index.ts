// The app's French (docs/decisions/0008-a-french-twin-for-every-page.md): the page's language,
// words in it, and numbers, money and dates formatted for it.
export { FRENCH_PREFIX, langTag, localizedPath, otherLang, pageLang, setPageLang, splitLangPath, useLang, type Lang } from './lang';
export { formatDate, formatMoney, formatNumber, formatPercent } from './format';
export { loadLanguage, registerFrench } from './words';
export { constants, messages, options, pageWords, type PageWords, type Widen } from './generated';
