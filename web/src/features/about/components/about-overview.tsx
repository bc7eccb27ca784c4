// The about overview's list: every about section with its icon, heading and one line, then
// careers and news and events. Words in the page's language.
import { Link } from '@/lib/router';
import { PAGES } from '@/lib/pages';
import { words } from '../words';
import { AboutIcon } from './about-icon';
import { ABOUT_MENU_ENTRIES, menuWords, type AboutIconName } from './about-menu-entries';

function OverviewItem({ icon, to, heading, summary }: { icon: AboutIconName; to: string; heading: string; summary: string }) {
  return (
    <li className="about-overview__item">
      <AboutIcon name={icon} />
      <div>
        <h2 className="about-overview__heading">
          <Link to={to}>{heading}</Link>
        </h2>
        <p>{summary}</p>
      </div>
    </li>
  );
}

export function AboutOverview() {
  return (
    <ul className="about-overview">
      {ABOUT_MENU_ENTRIES.map((entry) => {
        const { heading, summary } = menuWords(entry);
        return <OverviewItem key={entry.path} icon={entry.icon} to={entry.path} heading={heading} summary={summary} />;
      })}
      <OverviewItem icon="people" to={PAGES.careers.path} heading={words.careers.heading} summary={words.careers.summary} />
      <OverviewItem
        icon="microphone"
        to={PAGES.newsAndEvents.path}
        heading={words.newsAndEvents.heading}
        summary={words.newsAndEvents.summary}
      />
    </ul>
  );
}
