// Media room in French: the French words of media-room-page.tsx.
import { Link } from '@/lib/router';
import { PAGES } from '@/lib/pages';
import { MediaRoomView, type MediaRoomWords } from './media-room-page';

const words: MediaRoomWords = {
  intro:
    'Journalistes, chercheurs et étudiants se tournent régulièrement vers le Groupe d’affaires Cedarline pour obtenir des commentaires, des données et des exemples sur les petites entreprises au Canada. Nos porte-parole et nos analystes se font un plaisir de les aider, en français comme en anglais.',
  contact: (
    <>
      Pour une entrevue, une citation ou l’accès à nos recherches publiées, joignez notre équipe des communications à notre
      ligne sans frais ou écrivez-nous au moyen du <Link to={PAGES.writeUs.path}>formulaire de contact</Link>, en
      précisant le nom de votre média et votre échéance. Nous répondons aux demandes des médias en un jour ouvrable.
    </>
  ),
  topicsHeading: 'Les sujets que nos experts peuvent commenter',
  topics: [
    'Le financement des petites entreprises et l’accès au crédit',
    'L’entrepreneuriat chez les personnes nouvellement arrivées, les femmes et les Autochtones',
    'Les économies régionales et les perspectives des petites entreprises',
    'La relève d’entreprise et le transfert des entreprises à de nouveaux propriétaires',
    'La transformation numérique des petits commerces de détail et des entreprises de services',
    'Les pratiques d’affaires responsables et la certification B Corp',
  ],
  research:
    'Les chercheurs peuvent demander des données anonymisées et agrégées tirées de nos sondages pour leurs travaux universitaires. Chaque demande est examinée afin de s’assurer qu’aucun client ne puisse être identifié.',
  recognitionHeading: 'Nos distinctions dans l’actualité',
};

export default function MediaRoomPageFr() {
  return <MediaRoomView words={words} />;
}
