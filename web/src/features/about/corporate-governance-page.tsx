// Corporate governance: board, committees, policies and accountability.
import { AboutLayout } from './components/about-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function CorporateGovernancePage() {
  return (
    <AboutLayout title={PAGES.corporateGovernance.title} crumbs={pageCrumbs('corporateGovernance')}>
      <p>
        Clients entrust us with their plans, their finances and often their savings. Sound governance is how we earn and keep
        that trust.
      </p>
      <h2>Board of directors</h2>
      <p>
        Our board of directors sets the strategy of the group, approves its budget and risk limits, and oversees the work of
        management. A majority of directors are independent of management, and the board includes entrepreneurs, a chartered
        professional accountant, a lawyer and a representative of the communities we serve.
      </p>
      <h2>Committees</h2>
      <ul>
        <li>
          <strong>Audit and risk committee</strong>: reviews the financial statements, internal controls and the quality of
          the loan portfolio, and meets the external auditor without management present.
        </li>
        <li>
          <strong>Credit committee</strong>: approves larger loans and reviews lending policies, with volunteer members who
          bring their experience as business owners.
        </li>
        <li>
          <strong>Governance and human resources committee</strong>: oversees compensation, succession planning, director
          training and the annual evaluation of the board.
        </li>
      </ul>
      <h2>Policies and accountability</h2>
      <p>
        Every employee and director signs our code of ethics each year and declares any conflict of interest. A confidential
        whistleblowing line allows anyone to report a concern without fear of reprisal. Our annual report and audited
        financial statements are published each spring, together with our impact report.
      </p>
      <p>
        Questions about our governance can be sent to the corporate secretary through the contact page.
      </p>
    </AboutLayout>
  );
}
