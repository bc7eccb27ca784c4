// Every page of core's inventory (bindings/pages.ts), one concrete address each (a route with
// parameters takes a seeded id), with the page's h1 and a few of its main blocks (h2 headings in
// <main>). A page of the inventory without a case here fails the suite.
import { FRENCH_TITLES, PAGES } from './bindings';

export interface RouteCase {
  /** The page's key in the inventory. */
  key: string;
  path: string;
  h1: string;
  /** Headings (h2) of the page's main blocks. */
  blocks: string[];
  /** The document's status when it is not 200 (the browser logs it as an error). */
  status?: number;
}

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
}

const CASES: Case[] = [
  { page: 'home', blocks: ['Our services', 'Why entrepreneurs choose us', 'How we can help', 'Our IT solutions categories', 'Contact us'] },
  { page: 'about', blocks: [] },
  { page: 'services', blocks: ['What we can do for your business'] },
  { page: 'blog', blocks: ['Who are you?', 'Latest articles'] },
  { page: 'contact', blocks: ['Write us', 'Send us a message'] },
  { page: 'search', blocks: [] },
  { page: 'advisoryRequest', blocks: ['Your advisory request'] },
  { page: 'loanRequest', blocks: ['Your loan request'] },
  { page: 'whatWeDo', blocks: ['Going global starts with a solid base', 'Setting up in North America', 'Our services', 'Our team'] },
  { page: 'whoWeAre', blocks: ['We are standout experts in business'] },
  { page: 'analysisAndResearch', blocks: ['A business impact assessment in four steps'] },
  { page: 'mediaRoom', blocks: ['Topics our experts can speak to'] },
  { page: 'eventsAndSponsorships', blocks: ['Upcoming and recent events'] },
  { page: 'corporateGovernance', blocks: ['Board of directors'] },
  { page: 'awardsAndDistinctions', blocks: ['Our awards'] },
  { page: 'bCorps', blocks: ['What our clients and employees say', 'Our impact areas'] },
  { page: 'newsAndEvents', blocks: ['Press releases', 'Spokespersons', 'Use of our logo'] },
  { page: 'careers', blocks: ['Current openings'] },
  { page: 'availablePositions', blocks: ['Our team', 'Student jobs', 'Join the team'] },
  { page: 'progressWithoutBoundaries', blocks: [] },
  { page: 'meetOurTeam', blocks: [] },
  { page: 'career', params: ['loan-officer-montreal'], h1: 'Loan Officer, Montreal', frH1: 'Agent ou agente de crédit, Montréal', blocks: [] },
  { page: 'aboutChild', params: ['small-business-barometer'], h1: 'Small Business Barometer', frH1: 'Baromètre des PME', blocks: [] },
  { page: 'aboutSectionChild', params: ['analysis-and-research', 'small-business-barometer'], h1: 'Small Business Barometer', frH1: 'Baromètre des PME', blocks: [] },
  { page: 'businessPlanTemplate', blocks: ['Get your tailored business plan template'] },
  { page: 'itSolutions', h1: 'It Solutions', frH1: 'Solutions TI', blocks: ['Have Questions?', 'our it solutions categories'] },
  { page: 'digitalMarketing', h1: 'Digital Marketing', frH1: 'Marketing numérique', blocks: ['Have Questions?'] },
  { page: 'articlesAndTools', h1: 'Articles And Tools', frH1: 'Articles et outils', blocks: ['Newsletters and economic letter'] },
  { page: 'newsletters', blocks: [] },
  { page: 'smallBusinessLoans', blocks: ['We work with industries', 'Who can apply'] },
  { page: 'advisory', h1: 'Advisory', frH1: 'Services conseils', blocks: [] },
  { page: 'financing', h1: 'Financing', frH1: 'Financement', blocks: [] },
  { page: 'businessAcquisitions', h1: 'Business Acquisitions', frH1: 'Acquisitions d’entreprises', blocks: [] },
  { page: 'industries', h1: 'Industries', frH1: 'Secteurs d’activité', blocks: [] },
  { page: 'service', params: ['it-solutions/web-development'], h1: 'Web Development', frH1: 'Développement web', blocks: [] },
  { page: 'portfolio', blocks: ['Our IT solutions categories', 'Recent projects'] },
  { page: 'portfolioCategory', params: ['Mobile%20Applications'], h1: 'Portfolio', frH1: 'Portfolio', blocks: ['Recent projects'] },
  { page: 'termsOfUse', blocks: ['About our online services', 'Your obligations', 'Our obligations', 'Exclusion of our liability', 'About these Terms of use', 'How to contact us'] },
  { page: 'confidentiality', blocks: [] },
  {
    page: 'privacyPolicy',
    blocks: ['Who is responsible for your information', 'What we collect and why', 'How long we keep it', 'Your rights and how to use them', 'Cookies and tracking'],
  },
  { page: 'accessibility', blocks: ['Our commitment', 'Known limitations', 'Give us feedback'] },
  // The pages an email links to (rendering emailLink), here without a token: an invalid link,
  // which the server answers 400 with the page saying so.
  { page: 'newsletterConfirm', blocks: [], status: 400 },
  { page: 'newsletterUnsubscribe', blocks: [], status: 400 },
  { page: 'security', blocks: [] },
  { page: 'transparency', blocks: [] },
  { page: 'writeUs', blocks: ['Send us your request'] },
  { page: 'helpMessage', blocks: ['Your message'] },
  { page: 'clientSpace', blocks: [] },
  { page: 'persona', params: ['professional'], h1: 'I am a professional', frH1: 'Je suis un professionnel', blocks: [] },
  { page: 'article', params: ['pricing-your-services'], h1: 'How to price your services without underselling yourself', frH1: 'Comment fixer le prix de vos services sans vous sous-évaluer', blocks: [] },
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

/** The French twin of a case: `/fr` + its address, its French heading (DESIGN §9). */
function frenchCase(c: Case): RouteCase {
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
    ...(c.status === undefined ? {} : { status: c.status }),
  };
}

const missing = [...PAGES.keys()].filter((key) => !CASES.some((c) => c.page === key));
if (missing.length > 0) throw new Error(`routes: no case for ${missing.join(', ')}`);

export const ROUTES: RouteCase[] = CASES.map(routeCase);
/** Every page's French twin. */
export const FRENCH_ROUTES: RouteCase[] = CASES.map(frenchCase);
