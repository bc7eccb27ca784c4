// Words in the page's language. Each set of words is a plain object holding its English values;
// `registerFrench` gives it a loader for its French twin (a `*.fr.ts` module with the same keys).
// On a French page `loadLanguage()` (awaited before the first render and by every route's lazy
// loader) imports the French modules registered so far and writes their values over the English
// ones, top-level key by key, in place: components simply read `words.heading`. An English page
// never imports a French module, so French adds no bytes to its load
// (docs/decisions/0008-a-french-twin-for-every-page.md).
import { onPageLang, pageLang, type Lang } from './lang';

interface Registered {
  readonly target: Record<string, unknown>;
  readonly english: Record<string, unknown>;
  readonly load: () => Promise<{ words: object }>;
  french?: Record<string, unknown>;
}

const registered: Registered[] = [];

function apply(entry: Registered, lang: Lang): void {
  const values = lang === 'fr' ? entry.french : entry.english;
  if (values) Object.assign(entry.target, values);
}

onPageLang((lang) => {
  for (const entry of registered) apply(entry, lang);
});

/** Registers the French twin of `words`; see the file's comment. */
export function registerFrench<T extends object>(words: T, load: () => Promise<{ words: T }>): void {
  const target = words as Record<string, unknown>;
  registered.push({ target, english: { ...target }, load });
}

let loading: Promise<void> | undefined;

/**
 * Makes every registered word read in the page's language: on a French page, imports the French
 * modules registered since the last call (a feature's words register when its chunk loads) and
 * applies them; on an English page, nothing to do.
 */
export async function loadLanguage(): Promise<void> {
  if (pageLang() !== 'fr') return;
  // One load at a time, so two routes loading together do not import a module twice; then one
  // more pass for words registered while the previous one ran.
  while (loading) await loading;
  const pending = registered.filter((entry) => !entry.french);
  if (pending.length === 0) return;
  loading = Promise.all(
    pending.map(async (entry) => {
      const french = (await entry.load()).words as Record<string, unknown>;
      // The English keys only: a module may hold more (core's French constants file has every
      // twin), and a key it lacks keeps its English value.
      entry.french = Object.fromEntries(Object.entries(entry.english).map(([key, english]) => [key, key in french ? french[key] : english]));
    }),
  ).then(
    () => {
      loading = undefined;
    },
    (error: unknown) => {
      loading = undefined;
      throw error instanceof Error ? error : new Error(String(error));
    },
  );
  await loading;
  const lang = pageLang();
  for (const entry of pending) apply(entry, lang);
}
