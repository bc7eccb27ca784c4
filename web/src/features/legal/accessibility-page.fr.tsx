// /fr/contact/terms-of-use/accessibility: the French twin of accessibility-page.tsx (LAPHO, WCAG
// versions and level from core). Same sections and anchors, same commitments and reply time from core.
import { Link } from '@/lib/router';
import {
  ACCESSIBILITY_EMAIL,
  ACCESSIBILITY_REPLY_BUSINESS_DAYS,
  TOLL_FREE_NUMBER,
  WCAG_AIMED_FOR,
  WCAG_LEVEL,
  WCAG_REQUIRED_IN_ONTARIO,
} from '@bindings';
import { constants } from '@/lib/i18n';
import { formatCount } from './components/format.fr';
import { telHref } from './components/legal-contact';
import { LegalPage, type LegalSection } from './components/legal-page';
import { ACCESSIBILITY_STATEMENT_UPDATED } from './components/versions';
import { PAGES } from '@/lib/pages';

function sections(): readonly LegalSection[] {
  return [
    {
      id: 'our-commitment',
      title: 'Notre engagement',
      body: (
        <p>
          Le {constants.ORGANISATION_NAME} veut que chaque entrepreneur puisse utiliser ce site Web, quelles que soient ses
          capacités ou la technologie dont il se sert. Nous visons la conformité aux Règles pour l’accessibilité des contenus
          Web (WCAG) {WCAG_AIMED_FOR} niveau {WCAG_LEVEL}. C’est plus que ce qu’exige la loi&nbsp;: en vertu de la Loi sur
          l’accessibilité pour les personnes handicapées de l’Ontario (LAPHO), les Normes d’accessibilité intégrées de
          l’Ontario (Règl. de l’Ont. 191/11) exigent les WCAG {WCAG_REQUIRED_IN_ONTARIO} niveau {WCAG_LEVEL}. Nous
          appliquons notre norme à l’ensemble du site, dans toutes les provinces.
        </p>
      ),
    },
    {
      id: 'what-we-have-done',
      title: 'Ce que nous avons fait',
      body: (
        <ul>
          <li>
            <strong>Clavier&nbsp;:</strong> chaque lien, menu, formulaire et boîte de dialogue s’utilise au clavier seulement,
            avec un focus bien visible, et un lien en haut de chaque page mène directement à son contenu.
          </li>
          <li>
            <strong>Lecteurs d’écran&nbsp;:</strong> chaque page a un seul titre principal et des intertitres ordonnés, les
            champs de formulaire ont une étiquette, un champ en erreur est signalé et reçoit le focus, et les messages sont
            annoncés dès qu’ils apparaissent.
          </li>
          <li>
            <strong>Mouvement réduit&nbsp;:</strong> lorsque votre appareil demande moins de mouvement à l’écran, les
            diaporamas, les carrousels et les animations s’arrêtent.
          </li>
          <li>
            <strong>Contraste&nbsp;:</strong> les textes et les boutons utilisent des couleurs assez contrastées pour se lire
            facilement, et le texte peut être agrandi sans perte de contenu.
          </li>
          <li>
            <strong>Sans JavaScript&nbsp;:</strong> le texte de chaque page est envoyé par le serveur; il se lit donc même
            lorsque les scripts ne s’exécutent pas.
          </li>
          <li>
            <strong>Langues&nbsp;:</strong> chaque page existe en français et en anglais, et sa langue est déclarée pour que
            les lecteurs d’écran la prononcent correctement; le lien EN/FR de la barre de navigation ouvre la même page dans
            l’autre langue. Nous répondons par courriel ou par téléphone dans l’une ou l’autre langue.
          </li>
          <li>
            <strong>Vérifications&nbsp;:</strong> chaque page est vérifiée avec un outil automatisé d’accessibilité (axe)
            avant chaque mise en ligne, et les formulaires et les menus sont essayés au clavier.
          </li>
        </ul>
      ),
    },
    {
      id: 'known-limitations',
      title: 'Limites connues',
      body: (
        <>
          <p>Nous savons que certaines parties du site ne sont pas encore aussi accessibles que nous le souhaitons&nbsp;:</p>
          <ul>
            <li>
              les courtes vidéos des tuiles de la catégorie Solutions TI sont muettes et décoratives&nbsp;: elles n’ont ni
              sous-titres ni description, ne montrent rien qui ne soit écrit à côté et sont masquées aux lecteurs d’écran.
            </li>
          </ul>
          <p>
            Nous y travaillons. D’ici là, nous vous fournirons sur demande la même information sous une autre forme.
          </p>
        </>
      ),
    },
    {
      id: 'feedback',
      title: 'Faites-nous part de vos commentaires',
      body: (
        <>
          <p>
            Si vous rencontrez un obstacle sur ce site Web, ou si vous voulez nous dire comment faire mieux, communiquez avec
            nous de la façon qui vous convient&nbsp;:
          </p>
          <ul>
            <li>
              par courriel&nbsp;: <a href={`mailto:${ACCESSIBILITY_EMAIL}`}>{ACCESSIBILITY_EMAIL}</a>
            </li>
            <li>
              par téléphone, sans frais&nbsp;: <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>
            </li>
            <li>
              au moyen de notre <Link to={PAGES.helpMessage.path}>formulaire de message</Link>.
            </li>
          </ul>
          <p>
            Indiquez-nous la page et ce qui s’est produit. Nous accusons réception de vos commentaires et vous répondons dans
            un délai de {formatCount(ACCESSIBILITY_REPLY_BUSINESS_DAYS, 'jour ouvrable', 'jours ouvrables')}, en vous disant ce
            que nous comptons faire.
          </p>
        </>
      ),
    },
    {
      id: 'alternate-formats',
      title: 'Formats de substitution',
      body: (
        <p>
          Tout document et toute page de ce site Web sont offerts sur demande dans un autre format, par exemple en gros
          caractères, en texte brut envoyé par courriel ou lus au téléphone, sans frais. Demandez-le-nous par courriel, par
          téléphone ou au moyen du formulaire de message; nous conviendrons avec vous du format et d’une date.
        </p>
      ),
    },
  ];
}

export default function AccessibilityPageFr() {
  return (
    <LegalPage
      page="accessibility"
      intro={
        <p>
          Cette déclaration présente la norme d’accessibilité que vise ce site Web, ce que nous avons fait pour la respecter, ce
          qui n’est pas encore au point et la façon de nous signaler un obstacle.
        </p>
      }
      updated={ACCESSIBILITY_STATEMENT_UPDATED}
      sections={sections()}
    />
  );
}
