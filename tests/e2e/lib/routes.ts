// Every route of spec §2, one concrete path each (the parameterised routes with a seeded id),
// with the page's h1 and a few of its main blocks (h2 headings in <main>).

export interface RouteCase {
  path: string;
  h1: string;
  /** Headings (h2) of the page's main blocks. */
  blocks: string[];
}

export const ROUTES: RouteCase[] = [
  { path: '/', h1: 'Start, finance and grow your business in Canada', blocks: ['Our services', 'Why entrepreneurs choose us', 'How we can help', 'Our IT solutions categories', 'Contact us'] },
  { path: '/about', h1: 'About us', blocks: [] },
  { path: '/services', h1: 'Services', blocks: ['What we can do for your business'] },
  { path: '/blog', h1: 'Blog', blocks: ['Who are you?', 'Latest articles'] },
  { path: '/contact', h1: 'Contact us', blocks: ['Write us', 'Send us a message'] },
  { path: '/search', h1: 'Search', blocks: [] },
  { path: '/request-advisory-services', h1: 'Request advisory services', blocks: ['Your advisory request'] },
  { path: '/request-business-loan', h1: 'Request a business loan', blocks: ['Your loan request'] },
  { path: '/about/what-we-do', h1: 'What we do', blocks: ['Going global starts with a solid base', 'Setting up in North America', 'Our services', 'Our team'] },
  { path: '/about/who-we-are', h1: 'Who we are', blocks: ['We are standout experts in business'] },
  { path: '/about/analysis-and-research', h1: 'Analysis and Research', blocks: ['A business impact assessment in four steps'] },
  { path: '/about/media-room', h1: 'Media room', blocks: ['Topics our experts can speak to'] },
  { path: '/about/events-and-sponsorships', h1: 'Events and sponsorships', blocks: ['Upcoming and recent events'] },
  { path: '/about/corporate-governance', h1: 'Corporate governance', blocks: ['Board of directors'] },
  { path: '/about/award-and-distinctions', h1: 'Awards and distinctions', blocks: ['Our awards'] },
  { path: '/about/b-corps', h1: "We're a B Corp", blocks: ['What our clients and employees say', 'Our impact areas'] },
  { path: '/about/news-and-events', h1: 'News and events', blocks: ['Press releases', 'Spokespersons', 'Use of our logo'] },
  { path: '/about/careers', h1: 'Careers', blocks: ['Current openings'] },
  { path: '/about/careers/available-positions', h1: 'Available positions', blocks: ['Our team', 'Student jobs', 'Join the team'] },
  { path: '/about/careers/progress-without-boundries', h1: 'Progress without boundaries', blocks: [] },
  { path: '/about/careers/meet-our-team', h1: 'Meet our team', blocks: [] },
  { path: '/about/careers/loan-officer-montreal', h1: 'Loan Officer, Montreal', blocks: [] },
  { path: '/about/small-business-barometer', h1: 'Small Business Barometer', blocks: [] },
  { path: '/about/analysis-and-research/small-business-barometer', h1: 'Small Business Barometer', blocks: [] },
  { path: '/services/advisory/business-plan-template', h1: 'Advisory', blocks: ['Get your tailored business plan template'] },
  { path: '/services/it-solutions', h1: 'It Solutions', blocks: ['Have Questions?', 'our it solutions categories'] },
  { path: '/services/digital-marketing', h1: 'Digital Marketing', blocks: ['Have Questions?'] },
  { path: '/services/articles-and-tools', h1: 'Articles And Tools', blocks: ['Newsletters and economic letter'] },
  { path: '/services/articles-and-tools/newsletters-and-economic-letter', h1: 'Newsletters and economic letter', blocks: [] },
  { path: '/services/financing/small-business-loans', h1: 'Financing', blocks: ['We work with industries', 'Who can apply'] },
  { path: '/services/advisory', h1: 'Advisory', blocks: [] },
  { path: '/services/it-solutions/web-development', h1: 'Web Development', blocks: [] },
  { path: '/services/it-solutions/portfolio', h1: 'Portfolio', blocks: ['Our IT solutions categories', 'Recent projects'] },
  { path: '/services/it-solutions/portfolio/Mobile%20Applications', h1: 'Portfolio', blocks: ['Recent projects'] },
  { path: '/contact/terms-of-use', h1: 'Terms of use', blocks: ['About our online services', 'Your obligations', 'Our obligations', 'Exclusion of our liability', 'About these Terms of use', 'How to contact us'] },
  { path: '/contact/Confidentiality', h1: 'Confidentiality', blocks: [] },
  { path: '/contact/security', h1: 'Security', blocks: [] },
  { path: '/contact/transparency', h1: 'Transparency', blocks: [] },
  { path: '/contact/write-us', h1: 'Write us', blocks: ['Send us your request'] },
  { path: '/contact/terms-of-use/write-us', h1: 'Send us a message', blocks: ['Your message'] },
  { path: '/contact/terms-of-use/client-space', h1: 'Client space', blocks: [] },
  { path: '/iam/professional', h1: 'I am a professional', blocks: [] },
  { path: '/blog/pricing-your-services', h1: 'How to price your services without underselling yourself', blocks: [] },
];
