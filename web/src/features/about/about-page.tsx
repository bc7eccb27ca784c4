// /about: an overview of the about sections, with the side menu.
import { Link } from 'react-router';
import { AboutIcon } from './components/about-icon';
import { AboutLayout } from './components/about-layout';
import { ABOUT_MENU_ENTRIES } from './components/about-menu-entries';
import './about-page.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function AboutPage() {
  return (
    <AboutLayout title={PAGES.about.title} crumbs={pageCrumbs('about')}>
      <p className="about-lead">
        Cedarline Business Group helps entrepreneurs start, finance and grow businesses in Canada. Our advisors, lenders and
        digital specialists work side by side, in English and French, from our offices in Montreal and Brampton and online
        across the country.
      </p>
      <p>Learn who we are, how we work and what we stand for.</p>
      <ul className="about-overview">
        {ABOUT_MENU_ENTRIES.map((entry) => (
          <li key={entry.path} className="about-overview__item">
            <AboutIcon name={entry.icon} />
            <div>
              <h2 className="about-overview__heading">
                <Link to={entry.path}>{entry.label.toLowerCase()}</Link>
              </h2>
              <p>{entry.summary}</p>
            </div>
          </li>
        ))}
        <li className="about-overview__item">
          <AboutIcon name="people" />
          <div>
            <h2 className="about-overview__heading">
              <Link to={PAGES.careers.path}>careers</Link>
            </h2>
            <p>Join a team that measures its success by the success of its clients.</p>
          </div>
        </li>
        <li className="about-overview__item">
          <AboutIcon name="microphone" />
          <div>
            <h2 className="about-overview__heading">
              <Link to={PAGES.newsAndEvents.path}>news and events</Link>
            </h2>
            <p>Press releases, spokespersons and the rules for using our logo.</p>
          </div>
        </li>
      </ul>
    </AboutLayout>
  );
}
