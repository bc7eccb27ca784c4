// /fr/about/careers/progress-without-boundries: the French words of progress-without-boundaries-page.tsx.
import { ProgressWithoutBoundariesView, type ProgressWithoutBoundariesWords } from './progress-without-boundaries-page';

const words: ProgressWithoutBoundariesWords = {
  intro:
    'Nous invitons nos clients à viser haut. Nous nous imposons la même exigence, et nous donnons à notre équipe les moyens d’y arriver. Chez Cedarline, votre parcours, votre accent ou la ville où vous vivez ne devraient jamais limiter jusqu’où vous pouvez aller.',
  paths: [
    {
      title: 'Apprendre en continu',
      text: 'Chaque employé dispose d’un budget de formation annuel pour des cours, des certifications et des congrès, ainsi que de temps rémunéré pour s’en servir.',
    },
    {
      title: 'Changer d’équipe',
      text: 'Un conseiller peut s’essayer au crédit, une analyste peut se joindre à un projet client, un développeur peut travailler avec l’équipe du marketing. Les postes sont affichés à l’interne avant de l’être à l’externe.',
    },
    {
      title: 'Grandir avec un mentor',
      text: 'Chaque nouvel employé est jumelé à une ou un collègue d’expérience pendant sa première année, et chacun peut demander un mentor par la suite.',
    },
    {
      title: 'Travailler là où vous vivez',
      text: 'Bien des postes s’exercent en télétravail partout au Canada\u00a0: progresser dans votre carrière ne veut pas dire quitter votre région.',
    },
  ],
  closingHeading: 'Équité et transparence',
  closing:
    'L’échelle salariale de chaque poste est publiée, et les promotions suivent des critères clairs, discutés lors d’une rencontre annuelle de développement avec votre gestionnaire. Chaque année, nous examinons nos données de rémunération pour nous assurer que les personnes qui font le même travail reçoivent le même salaire, qui qu’elles soient.',
};

export default function ProgressWithoutBoundariesPageFr() {
  return <ProgressWithoutBoundariesView words={words} />;
}
