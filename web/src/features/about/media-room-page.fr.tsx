// Media room in French: the twin of media-room-page.tsx.
import { Link } from '@/lib/router';
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

const TOPICS = [
  'Le financement des petites entreprises et l’accès au crédit',
  'L’entrepreneuriat chez les personnes nouvellement arrivées, les femmes et les Autochtones',
  'Les économies régionales et les perspectives des petites entreprises',
  'La relève d’entreprise et le transfert des entreprises à de nouveaux propriétaires',
  'La transformation numérique des petits commerces de détail et des entreprises de services',
  'Les pratiques d’affaires responsables et la certification B Corp',
];

export default function MediaRoomPageFr() {
  return (
    <AboutLayout title={pageWords('mediaRoom').title} crumbs={pageCrumbs('mediaRoom')}>
      <p>
        Journalistes, chercheurs et étudiants se tournent régulièrement vers le Groupe d’affaires Cedarline pour obtenir des
        commentaires, des données et des exemples sur les petites entreprises au Canada. Nos porte-parole et nos analystes se
        font un plaisir de les aider, en français comme en anglais.
      </p>
      <p>
        Pour une entrevue, une citation ou l’accès à nos recherches publiées, joignez notre équipe des communications à notre
        ligne sans frais ou écrivez-nous au moyen du <Link to={PAGES.writeUs.path}>formulaire de contact</Link>, en
        précisant le nom de votre média et votre échéance. Nous répondons aux demandes des médias en un jour ouvrable.
      </p>
      <h2>Les sujets que nos experts peuvent commenter</h2>
      <ul>
        {TOPICS.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <p>
        Les chercheurs peuvent demander des données anonymisées et agrégées tirées de nos sondages pour leurs travaux
        universitaires. Chaque demande est examinée afin de s’assurer qu’aucun client ne puisse être identifié.
      </p>
      <AboutChildrenSection slug="awards-and-distinctions" heading="Nos distinctions dans l’actualité" />
    </AboutLayout>
  );
}
