// /fr/contact/terms-of-use/accessibility: the French words of accessibility-page.tsx (LAPHO, WCAG
// versions and level from core), whose AccessibilityView draws the page: the same sections and
// anchors, the same commitments and reply time from core. Built at render: the organisation's
// name is core's French one, there once the page's French words have loaded.
import { Link } from '@/lib/router';
import { ACCESSIBILITY_REPLY_BUSINESS_DAYS, WCAG_AIMED_FOR, WCAG_LEVEL, WCAG_REQUIRED_IN_ONTARIO } from '@bindings';
import { constants } from '@/lib/i18n';
import { AccessibilityView, type AccessibilityWords } from './accessibility-page';
import { formatCount } from './components/format.fr';
import { PAGES } from '@/lib/pages';

function words(): AccessibilityWords {
  return {
    intro:
      'Cette déclaration présente la norme d’accessibilité que vise ce site Web, ce que nous avons fait pour la respecter, ce qui n’est pas encore au point et la façon de nous signaler un obstacle.',
    commitment: {
      title: 'Notre engagement',
      text: `Le ${constants.ORGANISATION_NAME} veut que chaque entrepreneur puisse utiliser ce site Web, quelles que soient ses capacités ou la technologie dont il se sert. Nous visons la conformité aux Règles pour l’accessibilité des contenus Web (WCAG) ${WCAG_AIMED_FOR} niveau ${WCAG_LEVEL}. C’est plus que ce qu’exige la loi\u00a0: en vertu de la Loi sur l’accessibilité pour les personnes handicapées de l’Ontario (LAPHO), les Normes d’accessibilité intégrées de l’Ontario (Règl. de l’Ont. 191/11) exigent les WCAG ${WCAG_REQUIRED_IN_ONTARIO} niveau ${WCAG_LEVEL}. Nous appliquons notre norme à l’ensemble du site, dans toutes les provinces.`,
    },
    done: {
      title: 'Ce que nous avons fait',
      items: [
        {
          label: 'Clavier\u00a0:',
          text: 'chaque lien, menu, formulaire et boîte de dialogue s’utilise au clavier seulement, avec un focus bien visible, et un lien en haut de chaque page mène directement à son contenu.',
        },
        {
          label: 'Lecteurs d’écran\u00a0:',
          text: 'chaque page a un seul titre principal et des intertitres ordonnés, les champs de formulaire ont une étiquette, un champ en erreur est signalé et reçoit le focus, et les messages sont annoncés dès qu’ils apparaissent.',
        },
        {
          label: 'Mouvement réduit\u00a0:',
          text: 'lorsque votre appareil demande moins de mouvement à l’écran, les diaporamas, les carrousels et les animations s’arrêtent.',
        },
        {
          label: 'Contraste\u00a0:',
          text: 'les textes et les boutons utilisent des couleurs assez contrastées pour se lire facilement, et le texte peut être agrandi sans perte de contenu.',
        },
        {
          label: 'Sans JavaScript\u00a0:',
          text: 'le texte de chaque page est envoyé par le serveur; il se lit donc même lorsque les scripts ne s’exécutent pas.',
        },
        {
          label: 'Langues\u00a0:',
          text: 'chaque page existe en français et en anglais, et sa langue est déclarée pour que les lecteurs d’écran la prononcent correctement; le lien EN/FR de la barre de navigation ouvre la même page dans l’autre langue. Nous répondons par courriel ou par téléphone dans l’une ou l’autre langue.',
        },
        {
          label: 'Vérifications\u00a0:',
          text: 'chaque page est vérifiée avec un outil automatisé d’accessibilité (axe) avant chaque mise en ligne, et les formulaires et les menus sont essayés au clavier.',
        },
      ],
    },
    limitations: {
      title: 'Limites connues',
      lead: 'Nous savons que certaines parties du site ne sont pas encore aussi accessibles que nous le souhaitons\u00a0:',
      items: [
        'les courtes vidéos des tuiles de la catégorie Solutions TI sont muettes et décoratives\u00a0: elles n’ont ni sous-titres ni description, ne montrent rien qui ne soit écrit à côté et sont masquées aux lecteurs d’écran.',
      ],
      meanwhile: 'Nous y travaillons. D’ici là, nous vous fournirons sur demande la même information sous une autre forme.',
    },
    feedback: {
      title: 'Faites-nous part de vos commentaires',
      lead: 'Si vous rencontrez un obstacle sur ce site Web, ou si vous voulez nous dire comment faire mieux, communiquez avec nous de la façon qui vous convient\u00a0:',
      byEmail: 'par courriel\u00a0:',
      byPhone: 'par téléphone, sans frais\u00a0:',
      byForm: (
        <>
          au moyen de notre <Link to={PAGES.helpMessage.path}>formulaire de message</Link>.
        </>
      ),
      reply: `Indiquez-nous la page et ce qui s’est produit. Nous accusons réception de vos commentaires et vous répondons dans un délai de ${formatCount(ACCESSIBILITY_REPLY_BUSINESS_DAYS, 'jour ouvrable', 'jours ouvrables')}, en vous disant ce que nous comptons faire.`,
    },
    alternateFormats: {
      title: 'Formats de substitution',
      text: 'Tout document et toute page de ce site Web sont offerts sur demande dans un autre format, par exemple en gros caractères, en texte brut envoyé par courriel ou lus au téléphone, sans frais. Demandez-le-nous par courriel, par téléphone ou au moyen du formulaire de message; nous conviendrons avec vous du format et d’une date.',
    },
  };
}

export default function AccessibilityPageFr() {
  return <AccessibilityView words={words()} />;
}
