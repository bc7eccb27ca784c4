// 'We work with industries': three tabs (Supplement cash flow, Sell online, Cover expenses);
// choosing one swaps the image, the texts and the points. Starts on the first.
import { Tabs } from '@/components/tabs';
import { mediaUrl } from '@/config/env';
import './loan-industry-tabs.css';

export interface IndustryTab {
  label: string;
  image: string;
  imageAlt: string;
  heading: string;
  text: string;
  points: readonly string[];
}

export const INDUSTRY_TABS: readonly IndustryTab[] = [
  {
    label: 'Supplement cash flow',
    image: 'services/working-capital.svg',
    imageAlt: 'Illustration of working capital moving through a business',
    heading: 'Bridge the gap between invoices and payday',
    text: 'Seasonal sales, slow-paying customers or a large order to fill can squeeze a healthy business. A working capital loan keeps suppliers and staff paid while your receivables catch up.',
    points: [
      'Cover payroll and supplier bills during slower months',
      'Buy inventory ahead of your busy season',
      'Repayments matched to your cash cycle',
    ],
  },
  {
    label: 'Sell online',
    image: 'services/online-stores.svg',
    imageAlt: 'Illustration of an online store on a laptop and a phone',
    heading: 'Open your doors to customers across Canada',
    text: 'Finance an online store, the photography and the marketing to launch it. Our IT team can build the store and our advisors can fold the whole project into a single loan.',
    points: [
      'Website, online store and payment setup',
      'Inventory, packaging and shipping software',
      'Bilingual content and a launch campaign',
    ],
  },
  {
    label: 'Cover expenses',
    image: 'services/equipment-financing.svg',
    imageAlt: 'Illustration of equipment and tools for a small business',
    heading: 'Invest in what keeps your business running',
    text: 'From a new oven to a delivery van or a renovated storefront, spread the cost of the investments that make your business more productive over a term that suits it.',
    points: [
      'Equipment, vehicles and technology',
      'Leasehold improvements and relocation costs',
      'Professional fees for permits, licences and certifications',
    ],
  },
];

export function LoanIndustryTabs({ label }: { label: string }) {
  return (
    <Tabs
      label={label}
      tabs={INDUSTRY_TABS.map((tab) => ({
        label: tab.label,
        content: (
          <div className="industry-tab">
            <img className="industry-tab__image" src={mediaUrl(tab.image)} alt={tab.imageAlt} width="800" height="450" />
            <div>
              <h3>{tab.heading}</h3>
              <p>{tab.text}</p>
              <ul className="industry-tab__points">
                {tab.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          </div>
        ),
      }))}
    />
  );
}
