// The EN/FR toggle (docs/decisions/0008-a-french-twin-for-every-page.md): the page's language,
// marked current, and a real link to the same page in the other language (same path under or
// without `/fr`, same query and fragment). Following it is a full load: the server renders the twin
// in its language, with its title and hreflang links. The link's name starts with its visible
// `fr`/`en` (so speech input finds it by what it shows) and then names the language in that
// language (`fr Français`), with `lang` and `hreflang` saying which.
import { useLocation } from '@/lib/router';
import { langTag, localizedPath, otherLang, useLang, type Lang } from '@/lib/i18n';
import { words } from '@/components/words';

/** Each language's name, in itself. */
const NAMES: Record<Lang, string> = { en: 'English', fr: 'Français' };
const ORDER: readonly Lang[] = ['en', 'fr'];

export function LanguageToggle() {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const other = otherLang(lang);
  return (
    <div className="navbar__languages" role="group" aria-label={words.language}>
      {ORDER.map((code) =>
        code === lang ? (
          <span key={code} className="navbar__language" aria-current="true" lang={langTag(code)}>
            {code}
          </span>
        ) : (
          <a
            key={code}
            className="navbar__language"
            // The router's path has no `/fr` basename: it is the English path of both twins.
            href={localizedPath(`${pathname}${search}${hash}`, other)}
            hrefLang={langTag(other)}
            lang={langTag(other)}
          >
            {code}
            <span className="visually-hidden"> {NAMES[other]}</span>
          </a>
        ),
      )}
    </div>
  );
}
