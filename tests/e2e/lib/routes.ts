// Every page of core's inventory (bindings/pages.ts), one concrete address each (a route with
// parameters takes a seeded id), with the page's h1 and a few of its main blocks (h2 headings in
// <main>). A page of the inventory without a case here fails the suite.
import { FRENCH_TITLES, PAGES } from './bindings';
import { type FrenchSource, frenchBody } from './sources';

export interface RouteCase {
  /** The page's key in the inventory. */
  key: string;
  path: string;
  h1: string;
  /** Headings (h2) of the page's main blocks. */
  blocks: string[];
  /** The document's status when it is not 200 (the browser logs it as an error). */
  status?: number;
  /**
   * French pages: a French fragment of the page's body (not its title or h1, which can be the
   * same in both languages), so an English body on a French page fails.
   */
  body?: string;
}

const W = 'web/src/features/';

interface Case {
  /** The page's key in the inventory. */
  page: string;
  /** The route's parameters, in order (already encoded). */
  params?: string[];
  /** The heading when it is not the inventory's title (a database page's comes from its data). */
  h1?: string;
  /** The French heading of a database page (content/'s `fr` table). */
  frH1?: string;
  blocks: string[];
  status?: number;
  /** Where the French page's body sentence comes from (read there, so it follows rewording). */
  frBody: FrenchSource;
}

const CASES: Case[] = [
  { page: 'home', blocks: ['Our services', 'Why entrepreneurs choose us', 'How we can help', 'Our IT solutions categories', 'Contact us'], frBody: { file: `${W}home/words.fr.ts`, key: 'heroText' } },
  { page: 'about', blocks: [], frBody: { file: `${W}about/about-page.fr.tsx`, text: 'Le Groupe d’affaires Cedarline aide les entrepreneurs' } },
  { page: 'services', blocks: ['What we can do for your business'], frBody: { file: `${W}services/words.fr.ts`, key: 'listSubtitle' } },
  { page: 'blog', blocks: ['Who are you?', 'Latest articles'], frBody: { file: `${W}articles/words.fr.ts`, key: 'blogSubtitle' } },
  { page: 'contact', blocks: ['Write us', 'Send us a message'], frBody: { file: `${W}contact/words.fr.ts`, key: 'hubSubtitle' } },
  { page: 'search', blocks: [], frBody: { file: `${W}search/words.fr.ts`, key: 'hint' } },
  { page: 'advisoryRequest', blocks: ['Your advisory request'], frBody: { file: `${W}requests/words.fr.ts`, key: 'advisoryIntro' } },
  { page: 'loanRequest', blocks: ['Your loan request'], frBody: { file: `${W}requests/words.fr.ts`, key: 'loanIntro' } },
  { page: 'whatWeDo', blocks: ['Going global starts with a solid base', 'Setting up in North America', 'Our services', 'Our team'], frBody: { file: `${W}about/what-we-do-page.fr.tsx`, key: 'text' } },
  { page: 'whoWeAre', blocks: ['We are standout experts in business'], frBody: { file: `${W}about/who-we-are-page.fr.tsx`, text: 'Le Groupe d’affaires Cedarline a été fondé par des entrepreneurs' } },
  { page: 'analysisAndResearch', blocks: ['A business impact assessment in four steps'], frBody: { file: `${W}about/analysis-and-research-page.fr.tsx`, key: 'text' } },
  { page: 'mediaRoom', blocks: ['Topics our experts can speak to'], frBody: { file: `${W}about/media-room-page.fr.tsx`, text: 'Le financement des petites entreprises et l’accès au crédit' } },
  { page: 'eventsAndSponsorships', blocks: ['Upcoming and recent events'], frBody: { file: `${W}about/events-and-sponsorships-page.fr.tsx`, text: 'Les organismes sans but lucratif peuvent soumettre une demande de commandite' } },
  { page: 'corporateGovernance', blocks: ['Board of directors'], frBody: { file: `${W}about/corporate-governance-page.fr.tsx`, text: 'Notre conseil d’administration établit la stratégie du groupe' } },
  { page: 'awardsAndDistinctions', blocks: ['Our awards'], frBody: { file: `${W}about/awards-and-distinctions-page.fr.tsx`, text: 'Nous ne travaillons pas pour les honneurs' } },
  { page: 'bCorps', blocks: ['What our clients and employees say', 'Our impact areas'], frBody: { file: `${W}about/b-corps-page.fr.tsx`, key: 'author' } },
  { page: 'newsAndEvents', blocks: ['Press releases', 'Spokespersons', 'Use of our logo'], frBody: { file: `${W}about/news-and-events-page.fr.tsx`, text: 'Le Groupe d’affaires Cedarline publie des communiqués' } },
  { page: 'careers', blocks: ['Current openings'], frBody: { file: `${W}careers/careers-page.fr.tsx`, text: 'à bâtir des entreprises, à créer des emplois' } },
  { page: 'availablePositions', blocks: ['Our team', 'Student jobs', 'Join the team'], frBody: { file: `${W}careers/available-positions-page.fr.tsx`, text: 'Des salaires concurrentiels, dont l’échelle est publiée' } },
  { page: 'progressWithoutBoundaries', blocks: [], frBody: { file: `${W}careers/progress-without-boundaries-page.fr.tsx`, key: 'text' } },
  { page: 'meetOurTeam', blocks: [], frBody: { file: `${W}careers/meet-our-team-page.fr.tsx`, key: 'text' } },
  { page: 'career', params: ['loan-officer-montreal'], h1: 'Loan Officer, Montreal', frH1: 'Agent ou agente de crédit, Montréal', blocks: [], frBody: { file: 'content/about/careers.toml', contentId: 'loan-officer-montreal' } },
  { page: 'aboutChild', params: ['small-business-barometer'], h1: 'Small Business Barometer', frH1: 'Baromètre des PME', blocks: [], frBody: { file: 'content/about/analysis-and-research.toml', contentId: 'small-business-barometer' } },
  { page: 'aboutSectionChild', params: ['analysis-and-research', 'small-business-barometer'], h1: 'Small Business Barometer', frH1: 'Baromètre des PME', blocks: [], frBody: { file: 'content/about/analysis-and-research.toml', contentId: 'small-business-barometer' } },
  { page: 'businessPlanTemplate', blocks: ['Get your tailored business plan template'], frBody: { file: `${W}services/business-plan-template-page.fr.tsx`, key: 'ask' } },
  { page: 'itSolutions', h1: 'It Solutions', frH1: 'Solutions TI', blocks: ['Have Questions?', 'our it solutions categories'], frBody: { file: 'content/services/it-solutions.toml', field: 'subHeading' } },
  { page: 'digitalMarketing', h1: 'Digital Marketing', frH1: 'Marketing numérique', blocks: ['Have Questions?'], frBody: { file: 'content/services/digital-marketing.toml', field: 'subHeading' } },
  { page: 'articlesAndTools', h1: 'Articles And Tools', frH1: 'Articles et outils', blocks: ['Newsletters and economic letter'], frBody: { file: 'content/services/articles-and-tools.toml', field: 'subHeading' } },
  { page: 'newsletters', blocks: [], frBody: { file: `${W}newsletters/words.fr.ts`, key: 'intro' } },
  { page: 'smallBusinessLoans', blocks: ['We work with industries', 'Who can apply'], frBody: { file: `${W}services/small-business-loans-page.fr.tsx`, key: 'introHeading' } },
  { page: 'advisory', h1: 'Advisory', frH1: 'Services-conseils', blocks: [], frBody: { file: 'content/services/advisory.toml', field: 'subHeading' } },
  { page: 'financing', h1: 'Financing', frH1: 'Financement', blocks: [], frBody: { file: 'content/services/financing.toml', field: 'subHeading' } },
  { page: 'businessAcquisitions', h1: 'Business Acquisitions', frH1: 'Acquisitions d’entreprises', blocks: [], frBody: { file: 'content/services/business-acquisitions.toml', field: 'subHeading' } },
  { page: 'industries', h1: 'Industries', frH1: 'Secteurs d’activité', blocks: [], frBody: { file: 'content/services/industries.toml', field: 'subHeading' } },
  { page: 'service', params: ['it-solutions/web-development'], h1: 'Web Development', frH1: 'Développement web', blocks: [], frBody: { file: 'content/services/it-solutions.toml', contentId: 'web-development' } },
  { page: 'portfolio', blocks: ['Our IT solutions categories', 'Recent projects'], frBody: { file: `${W}portfolio/words.fr.ts`, key: 'categoriesHeading' } },
  { page: 'portfolioCategory', params: ['Mobile%20Applications'], h1: 'Portfolio', frH1: 'Portfolio', blocks: ['Recent projects'], frBody: { file: `${W}portfolio/words.fr.ts`, key: 'recentProjects' } },
  { page: 'termsOfUse', blocks: ['About our online services', 'Your obligations', 'Our obligations', 'Exclusion of our liability', 'About these Terms of use', 'How to contact us'], frBody: { file: `${W}legal/terms-of-use-page.fr.tsx`, text: 'utiliser les services uniquement à des fins licites' } },
  { page: 'confidentiality', blocks: [], frBody: { file: `${W}legal/confidentiality-page.fr.tsx`, text: 'Nous utilisons vos renseignements pour répondre à vos questions' } },
  {
    page: 'privacyPolicy',
    blocks: ['Who is responsible for your information', 'What we collect and why', 'How long we keep it', 'Your rights and how to use them', 'Cookies and tracking'],
    frBody: { file: `${W}legal/privacy-policy-page.fr.tsx`, key: 'contact', after: 'purposes:' },
  },
  { page: 'accessibility', blocks: ['Our commitment', 'Known limitations', 'Give us feedback'], frBody: { file: `${W}legal/accessibility-page.fr.tsx`, text: 'Si vous rencontrez un obstacle sur ce site Web' } },
  // The pages an email links to (rendering emailLink), here without a token: an invalid link,
  // which the server answers 400 with the page saying so.
  { page: 'newsletterConfirm', blocks: [], status: 400, frBody: { message: 'EMAIL_LINK_INVALID' } },
  { page: 'newsletterUnsubscribe', blocks: [], status: 400, frBody: { message: 'EMAIL_LINK_INVALID' } },
  { page: 'security', blocks: [], frBody: { file: `${W}legal/security-page.fr.tsx`, text: 'Nous ne vous demanderons jamais, par courriel, par texto ou par téléphone' } },
  { page: 'transparency', blocks: [], frBody: { file: `${W}legal/transparency-page.fr.tsx`, text: 'Avant que vous vous engagiez, nous vous indiquons par écrit' } },
  { page: 'writeUs', blocks: ['Send us your request'], frBody: { file: `${W}contact/words.fr.ts`, key: 'writeUsIntro' } },
  { page: 'helpMessage', blocks: ['Your message'], frBody: { file: `${W}contact/words.fr.ts`, key: 'messageIntro' } },
  { page: 'clientSpace', blocks: [], frBody: { file: `${W}legal/client-space-page.fr.tsx`, text: 'L’espace client donne aux clients de Cedarline un accès sécurisé' } },
  { page: 'persona', params: ['professional'], h1: 'I am a professional', frH1: 'Je suis un professionnel', blocks: [], frBody: { file: 'content/articles.toml', contentId: 'professional' } },
  { page: 'article', params: ['pricing-your-services'], h1: 'How to price your services without underselling yourself', frH1: 'Comment fixer le prix de vos services sans vous sous-évaluer', blocks: [], frBody: { file: 'content/articles.toml', contentId: 'pricing-your-services' } },
];

function routeCase({ page: key, params = [], h1, blocks, status }: Case): RouteCase {
  const page = PAGES.get(key);
  if (page === undefined) throw new Error(`routes: no page ${key} in the inventory`);
  const fromData = page.rendering === 'database' || page.rendering === 'databasePrerendered';
  if (fromData && h1 === undefined) throw new Error(`routes: ${key} takes its heading from the database: give it`);
  let next = 0;
  const path = page.path.replace(/:[A-Za-z]+|\*/g, () => params[next++] ?? '');
  if (next !== params.length) throw new Error(`routes: ${key} (${page.path}) takes ${next} parameter(s)`);
  return { key, path, h1: h1 ?? page.title, blocks, ...(status === undefined ? {} : { status }) };
}

/**
 * The French twin of a case: `/fr` + its address, its French heading
 * (docs/decisions/0008-a-french-twin-for-every-page.md).
 */
function frenchCase(c: Case): RouteCase {
  const body = frenchBody(c.frBody);
  const english = routeCase(c);
  const page = PAGES.get(c.page);
  const fromData = page?.rendering === 'database' || page?.rendering === 'databasePrerendered';
  const title = FRENCH_TITLES.get(c.page);
  if (fromData && c.frH1 === undefined) throw new Error(`routes: ${c.page} takes its French heading from the database: give frH1`);
  if (!fromData && !title) throw new Error(`routes: ${c.page} has no French title in bindings/pages.fr.ts`);
  return {
    key: c.page,
    path: english.path === '/' ? '/fr' : `/fr${english.path}`,
    h1: c.frH1 ?? title ?? '',
    blocks: [],
    body,
    ...(c.status === undefined ? {} : { status: c.status }),
  };
}

const missing = [...PAGES.keys()].filter((key) => !CASES.some((c) => c.page === key));
if (missing.length > 0) throw new Error(`routes: no case for ${missing.join(', ')}`);

export const ROUTES: RouteCase[] = CASES.map(routeCase);
/** Every page's French twin. */
export const FRENCH_ROUTES: RouteCase[] = CASES.map(frenchCase);
