// 'We work with industries': three tabs (Supplement cash flow, Sell online, Cover expenses);
// choosing one swaps the image, the texts and the points. Starts on the first. The images are the
// same in both languages; the page gives the texts, tab by tab in the images' order.
import { Tabs } from '@/components/tabs';
import { mediaUrl } from '@/config/env';
import './loan-industry-tabs.css';

export interface IndustryTab {
  label: string;
  imageAlt: string;
  heading: string;
  text: string;
  points: readonly string[];
}

/** Working capital, online stores, equipment: one image per tab. */
const IMAGES = ['services/working-capital.svg', 'services/online-stores.svg', 'services/equipment-financing.svg'] as const;

export type IndustryTabs = readonly [IndustryTab, IndustryTab, IndustryTab];

export function LoanIndustryTabs({ label, tabs }: { label: string; tabs: IndustryTabs }) {
  return (
    <Tabs
      label={label}
      tabs={tabs.map((tab, index) => ({
        label: tab.label,
        content: (
          <div className="industry-tab">
            <img className="industry-tab__image" src={mediaUrl(IMAGES[index] ?? IMAGES[0])} alt={tab.imageAlt} width="800" height="450" />
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
