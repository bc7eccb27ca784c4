// Advisory > business plan template in French: the French words of business-plan-template-page.tsx,
// whose BusinessPlanTemplateView draws the page.
import { REPLY_TIME_FR } from '@/lib/reply-time';
import { BusinessPlanTemplateView, type BusinessPlanTemplateWords } from './business-plan-template-page';

const WORDS: BusinessPlanTemplateWords = {
  heading: 'Obtenez votre modèle de plan d’affaires sur mesure',
  intro:
    'Un plan d’affaires clair, c’est la première chose que demandent un prêteur, un propriétaire d’immeuble ou un futur associé. Notre trousse de modèles bilingue vous guide dans chacune des sections, étape par étape, et un conseiller peut l’adapter à votre secteur, à votre province et à vos besoins de financement.',
  ask: 'Parlez-nous de votre projet et nous vous enverrons la trousse qui lui convient.',
  writeUs: 'Écrivez-nous',
  imageAlt: 'Pages d’un modèle de plan d’affaires avec des graphiques',
  kitHeading: 'Le contenu de la trousse de l’entrepreneur',
  kit: [
    {
      title: 'Un modèle de plan d’affaires vierge avec annexe financière',
      text: 'Toutes les sections qu’attend un prêteur canadien, dans l’ordre, avec des feuilles de calcul pour vos coûts de démarrage, vos prévisions de ventes, vos flux de trésorerie et votre seuil de rentabilité.',
    },
    {
      title: 'Un guide d’utilisation et un glossaire',
      text: 'Des explications en langage clair sur chaque section et sur les termes qu’emploient les banquiers, du fonds de roulement au ratio de couverture du service de la dette.',
    },
    {
      title: 'Un exemple de plan d’affaires',
      text: 'Un plan complet pour une petite entreprise fictive, pour voir quel niveau de détail suffit et comment les chiffres appuient le récit.',
    },
    {
      title: 'Des articles pratiques',
      text: 'De courtes lectures sur l’étude de marché, l’établissement des prix, l’inscription aux fichiers de la TPS/TVH et de la TVQ, et la présentation de votre plan en toute confiance.',
    },
    {
      title: 'Des conditions d’utilisation',
      text: 'Des conditions claires pour utiliser et adapter la trousse à votre propre entreprise, sans aucune obligation d’emprunter chez nous.',
    },
    {
      title: 'Des outils',
      text: 'Des calculatrices et des listes de vérification pour mettre vos hypothèses à l’épreuve avant de rencontrer un prêteur, un propriétaire d’immeuble ou un investisseur.',
    },
  ],
  whyHeading: 'Pourquoi les entrepreneurs choisissent notre modèle',
  reasons: [
    {
      title: 'Des outils pratiques',
      text: 'Des modèles et des feuilles de calcul conçus pour les questions que posent vraiment les prêteurs : le temps que vous consacrez à votre plan sert à prendre des décisions, pas à faire de la mise en page.',
    },
    {
      title: 'Une longue expérience',
      text: 'Nos conseillers ont possédé, géré et financé de petites entreprises partout au pays. La trousse est le fruit de milliers de plans examinés avec des entrepreneurs comme vous.',
    },
    {
      title: 'Les conseils de chefs de file de l’industrie',
      text: 'Des spécialistes du commerce de détail, de la fabrication, de l’agroalimentaire et des services professionnels y apportent des conseils, des exemples et des points de comparaison propres à leur secteur.',
    },
  ],
  contactHeading: 'Commencez votre plan dès aujourd’hui',
  contactText:
    `Écrivez-nous en quelques mots au sujet de votre entreprise. Un conseiller vous répondra dans un délai de ${REPLY_TIME_FR}, en français ou en anglais.`,
};

export default function BusinessPlanTemplatePageFr() {
  return <BusinessPlanTemplateView words={WORDS} />;
}
