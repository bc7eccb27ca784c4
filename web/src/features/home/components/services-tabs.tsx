// The tabbed services block (spec §2): Advisory, Financing, Loans, one shown at a time.
import { LinkButton } from '@/components/button';
import { Tabs } from '@/components/tabs';
import { PAGES } from '@/lib/pages';

interface TabCopy {
  label: string;
  heading: string;
  text: string;
  points: string[];
  actions: { label: string; to: string }[];
}

const TABS: TabCopy[] = [
  {
    label: 'Advisory',
    heading: 'Advice for every stage of your business',
    text: 'Work one on one with an experienced advisor to test your idea, write your business plan and prepare for growth.',
    points: ['Business plans and financial forecasts', 'Market studies and pricing', 'Coaching for new and newcomer entrepreneurs'],
    actions: [
      { label: 'Request advisory services', to: PAGES.advisoryRequest.path },
      { label: 'Business plan template', to: PAGES.businessPlanTemplate.path },
    ],
  },
  {
    label: 'Financing',
    heading: 'Find the funding that fits',
    text: 'We help you compare grants, subsidies, equipment financing and working capital, and prepare a file lenders take seriously.',
    points: ['Government grants and subsidies', 'Equipment and working capital financing', 'Support with your lender meetings'],
    actions: [{ label: 'Explore financing', to: PAGES.financing.path }],
  },
  {
    label: 'Loans',
    heading: 'Small business loans, 100% online',
    text: 'For businesses operating for at least 2 years, generating revenue and with a good credit history. No application fees, no penalties.',
    points: ['Apply online in minutes', 'No application fees', 'Affordable rates and flexible repayment'],
    actions: [
      { label: 'Apply for a loan', to: PAGES.loanRequest.path },
      { label: 'Small business loans', to: PAGES.smallBusinessLoans.path },
    ],
  },
];

export function ServicesTabs() {
  return (
    <section className="home-section home-tabs" aria-labelledby="home-tabs-heading">
      <div className="container">
        <h2 id="home-tabs-heading" className="home-section__heading">
          How we can help
        </h2>
        <Tabs
          label="Our main services"
          tabs={TABS.map((tab) => ({
            label: tab.label,
            content: (
              <div className="home-tabs__panel">
                <h3>{tab.heading}</h3>
                <p>{tab.text}</p>
                <ul className="home-tabs__points">
                  {tab.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <div className="home-tabs__actions">
                  {tab.actions.map((action, index) => (
                    <LinkButton key={action.to} to={action.to} tone={index === 0 ? 'dark' : 'light'}>
                      {action.label}
                    </LinkButton>
                  ))}
                </div>
              </div>
            ),
          }))}
        />
      </div>
    </section>
  );
}
