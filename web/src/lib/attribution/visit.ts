// The visit's attribution (docs/operating.md#attribution-and-funnel), kept in this module's memory only: no cookie and no
// browser storage of any kind, so it lives as long as the page (a full load starts a new visit).
// The app notes the landing when it starts (its campaign tags, the referring site's host, the
// landing page as the router spells it, the language) and each page it shows after; a form sends
// it with its fields, cleaned by core's rules (`attach.ts`).
import { ATTRIBUTION_SECONDS_MAX, ATTRIBUTION_SECONDS_STEP, type Attribution, type Lang } from '@bindings';

const CAMPAIGN_TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type CampaignTag = (typeof CAMPAIGN_TAGS)[number];

interface Landing {
  tags: Partial<Record<CampaignTag, string>>;
  referrerHost: string | undefined;
  path: string;
  lang: Lang;
  /** `performance.now()` when the visit landed. */
  at: number;
}

let landing: Landing | undefined;
let pagesSeen = 0;
let lastPath: string | undefined;

/** Where the visit landed: the first call of the page's life counts, later ones are ignored. */
export function noteLanding(address: { pathname: string; search: string; host: string }, referrer: string, lang: Lang, at = 0): void {
  if (landing) return;
  const params = new URLSearchParams(address.search);
  const tags: Landing['tags'] = {};
  for (const tag of CAMPAIGN_TAGS) {
    const value = params.get(tag);
    if (value) tags[tag] = value;
  }
  landing = { tags, referrerHost: referrerHost(referrer, address.host), path: address.pathname, lang, at };
  notePage(address.pathname);
}

/** The referring site's host only (never its path or query), none when it is this site. */
function referrerHost(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.host === ownHost ? undefined : url.hostname;
  } catch {
    return undefined;
  }
}

/** A page shown: a new address counts once (the same page drawn again does not). */
export function notePage(pathname: string): void {
  if (pathname === lastPath) return;
  lastPath = pathname;
  pagesSeen += 1;
}

/** The visit's attribution at `now` (`performance.now()`), or none before the app noted it. */
export function visitAttribution(now = performance.now()): Attribution | undefined {
  if (!landing) return undefined;
  const seconds = Math.max(0, now - landing.at) / 1000;
  const rounded = Math.round(seconds / ATTRIBUTION_SECONDS_STEP) * ATTRIBUTION_SECONDS_STEP;
  return {
    ...landing.tags,
    ...(landing.referrerHost ? { referrer_host: landing.referrerHost } : {}),
    landing_path: landing.path,
    lang: landing.lang,
    pages_seen: Math.max(pagesSeen, 1),
    seconds_on_site: Math.min(rounded, ATTRIBUTION_SECONDS_MAX),
  };
}

/** The funnel's source of the visit: its campaign's source, else the referring host. */
export function visitSource(): string | undefined {
  return landing?.tags.utm_source ?? landing?.referrerHost;
}

/** Forgets the visit (tests only: a page's visit is never forgotten). */
export function forgetVisit(): void {
  landing = undefined;
  pagesSeen = 0;
  lastPath = undefined;
}
