// The tabbed services block: Advisory, Financing, Loans, one shown at a time, in the
// page's language; each button names the page it leads to.
import { LOAN_MIN_YEARS_OPERATING } from '@bindings';
import { LinkButton } from '@/components/button';
import { Tabs } from '@/components/tabs';
import { formatNumber, formatPercent } from '@/lib/i18n';
import { PAGES, type PageKey } from '@/lib/pages';
import { words } from '../words';
import { HomeSection } from './home-section';

export function ServicesTabs() {
  const tabs = words.tabs(formatPercent(100), formatNumber(LOAN_MIN_YEARS_OPERATING));
  return (
    <HomeSection name="tabs" heading={words.tabsHeading}>
      <Tabs
        label={words.tabsLabel}
        tabs={tabs.map((tab) => ({
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
                {(Object.entries(tab.actions) as [PageKey, string][]).map(([page, label], index) => (
                  <LinkButton key={page} to={PAGES[page].path} tone={index === 0 ? 'dark' : 'light'}>
                    {label}
                  </LinkButton>
                ))}
              </div>
            </div>
          ),
        }))}
      />
    </HomeSection>
  );
}
