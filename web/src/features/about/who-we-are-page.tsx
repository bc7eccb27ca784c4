// Who we are: why startups fail, who can come to us, and our figures in progress circles.
// French twin: who-we-are-page.fr.tsx.
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { WhoWeAreFigures } from './components/who-we-are-figures';
import { pageCrumbs } from '@/lib/pages';

export default function WhoWeArePage() {
  return (
    <AboutLayout title={pageWords('whoWeAre').title} crumbs={pageCrumbs('whoWeAre')}>
      <h2>Why so many startups fail, and how to be the exception</h2>
      <p>
        A large share of new businesses close within their first five years. The reasons are rarely a bad idea. Most often,
        the founders ran out of cash before sales took off, underestimated their costs, grew too fast without the right
        systems, or tried to do everything alone.
      </p>
      <p>
        Cedarline Business Group was founded by entrepreneurs and lenders who had seen these stories too often. We believe
        most of those failures can be avoided with a realistic plan, the right financing at the right time and an advisor
        who tells you the truth, even when it is not what you hoped to hear.
      </p>
      <h2>Who can approach us</h2>
      <p>Our door is open to anyone with a business project in Canada, at any stage:</p>
      <ul>
        <li>people with an idea who want to know whether it can become a business;</li>
        <li>founders launching a company, alone or with partners;</li>
        <li>owners of established businesses who want to grow, hire, invest or sell;</li>
        <li>newcomers who want to start or buy a business in their new country;</li>
        <li>investors and international companies setting up in Canada.</li>
      </ul>
      <p>
        We serve clients in English and French, in person in Montreal and Brampton and by video everywhere else. The first
        meeting is free and without obligation.
      </p>
      <WhoWeAreFigures />
    </AboutLayout>
  );
}
