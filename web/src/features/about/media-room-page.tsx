// Media room: for journalists and researchers, a list of topics, then our distinctions.
import { Link } from '@/lib/router';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

const TOPICS = [
  'Small business financing and access to credit',
  'Entrepreneurship among newcomers, women and Indigenous people',
  'Regional economies and the outlook for small businesses',
  'Business succession and the transfer of companies to new owners',
  'Digital transformation of small retailers and service firms',
  'Responsible business practices and B Corp certification',
];

export default function MediaRoomPage() {
  return (
    <AboutLayout title={PAGES.mediaRoom.title} crumbs={pageCrumbs('mediaRoom')}>
      <p>
        Journalists, researchers and students regularly turn to Cedarline Business Group for comments, data and examples on
        small business in Canada. Our spokespersons and analysts are glad to help, in English and in French.
      </p>
      <p>
        For an interview, a quote or access to our published research, contact our communications team by calling the
        toll-free line or by writing to us through the <Link to={PAGES.writeUs.path}>contact form</Link>, mentioning the name of
        your publication and your deadline. We answer media requests within one business day.
      </p>
      <h2>Topics our experts can speak to</h2>
      <ul>
        {TOPICS.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <p>
        Researchers may request anonymized, aggregated data from our surveys for academic work. Each request is reviewed to
        make sure no client can be identified.
      </p>
      <AboutChildrenSection slug="awards-and-distinctions" heading="Recognition in the news" />
    </AboutLayout>
  );
}
