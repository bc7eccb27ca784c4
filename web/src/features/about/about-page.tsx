// /about: an overview of the about sections, with the side menu. French twin: about-page.fr.tsx.
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { AboutOverview } from './components/about-overview';
import './about-page.css';
import { pageCrumbs } from '@/lib/pages';

export default function AboutPage() {
  return (
    <AboutLayout title={pageWords('about').title} crumbs={pageCrumbs('about')}>
      <p className="about-lead">
        Cedarline Business Group helps entrepreneurs start, finance and grow businesses in Canada. Our advisors, lenders and
        digital specialists work side by side, in English and French, from our offices in Montreal and Brampton and online
        across the country.
      </p>
      <p>Learn who we are, how we work and what we stand for.</p>
      <AboutOverview />
    </AboutLayout>
  );
}
