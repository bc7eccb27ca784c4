// Awards and distinctions in French: the French words of awards-and-distinctions-page.tsx.
import { AwardsAndDistinctionsView, type AwardsAndDistinctionsWords } from './awards-and-distinctions-page';

const words: AwardsAndDistinctionsWords = {
  paragraphs: [
    'Nous ne travaillons pas pour les honneurs, mais nous sommes fiers lorsque des jurys indépendants reconnaissent le travail de nos équipes et la réussite de nos clients. Chacune des distinctions ci-dessous a été décernée par un organisme externe à Cedarline, selon ses propres critères.',
    'Ces prix reviennent d’abord aux entrepreneurs que nous accompagnons, qui nous ont confié leurs projets, et à nos employés, qui placent chaque jour les intérêts de ces entrepreneurs au premier plan.',
  ],
  awardsHeading: 'Nos prix',
};

export default function AwardsAndDistinctionsPageFr() {
  return <AwardsAndDistinctionsView words={words} />;
}
