// /fr/contact/terms-of-use/privacy-policy: the French words of privacy-policy-page.tsx (LPRPDE,
// Loi 25, LCAP), whose PrivacyPolicyView draws the page: the same sections and anchors, the same
// facts (the fields each form collects are listed from core's lead-form inventory under their
// French labels, words.fr.ts; the durations and the consent texts are core's). Every statement
// describes what the code does: change both languages when the code changes. Built at render:
// the organisation's name, the officer's title and the consent texts are core's French ones,
// there once the page's French words have loaded.
import { Link } from '@/lib/router';
import {
  FUNNEL_RETENTION_MONTHS,
  LEAD_RETENTION_MONTHS,
  PRIVACY_REQUEST_REPLY_DAYS,
  WITHDRAWN_SUBSCRIPTION_KEPT_YEARS,
} from '@bindings';
import { constants, messages } from '@/lib/i18n';
import { formatCount } from './components/format.fr';
import { PrivacyPolicyView, type PrivacyPolicyWords } from './privacy-policy-page';
import { PAGES } from '@/lib/pages';

/** The officer's title (core's) mid-sentence: in French, a function's title takes no capital there. */
function officer(): string {
  const title = constants.PRIVACY_OFFICER_TITLE;
  return title.charAt(0).toLocaleLowerCase('fr-CA') + title.slice(1);
}

function words(): PrivacyPolicyWords {
  const organisation = constants.ORGANISATION_NAME;
  return {
    intro: `Cette politique explique quels renseignements personnels le ${organisation} recueille au moyen de ce site Web, pourquoi, où ils sont conservés, pendant combien de temps, et comment vous pouvez les consulter, les faire rectifier, retirer votre consentement ou les faire effacer. Elle applique la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE), la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi\u00a025, et la Loi canadienne anti-pourriel (LCAP). Elle est publiée en français et en anglais, et nous répondons à vos demandes dans la langue de votre choix.`,
    responsible: {
      title: 'Qui est responsable de vos renseignements',
      text: `Le ${organisation} est responsable des renseignements personnels recueillis au moyen de ce site Web. Notre ${officer()} veille à leur protection et répond à toutes les questions et demandes qui les concernent\u00a0:`,
      byEmail: `${constants.PRIVACY_OFFICER_TITLE}, par courriel\u00a0:`,
    },
    collect: {
      title: 'Ce que nous recueillons et pourquoi',
      lead: 'Nous recueillons uniquement ce que vous inscrivez dans nos formulaires, et seulement pour vous répondre. Avant que vous l’envoyiez, chaque formulaire indique pourquoi nous vous posons ces questions et offre un lien vers cette politique. Voici ce que recueille chaque formulaire\u00a0:',
      purposes: {
        contact: 'pour comprendre votre entreprise et confier votre demande au conseiller qui vous répondra',
        help: 'pour répondre à votre question ou à votre message',
        advisory: 'pour préparer le service-conseil que vous demandez et communiquer avec vous à ce sujet',
        loan: 'pour évaluer votre demande de financement et communiquer avec vous à ce sujet',
      },
      formCollects: (fields, hasUpdatesBox, purpose) =>
        `\u00a0: ${fields}${hasUpdatesBox ? ', et votre choix de recevoir ou non nos infolettres et nos offres (la case à cocher)' : ''}. Nous nous en servons ${purpose}.`,
      newsletterLink: 'Abonnement à l’infolettre',
      newsletter:
        '\u00a0: votre adresse courriel, le texte de consentement que vous avez accepté et le moment où vous l’avez accepté, ainsi que les dates où vous avez confirmé ou retiré votre abonnement. Nous nous en servons uniquement pour vous envoyer l’infolettre et la lettre économique que vous avez demandées.',
      after: [
        `Pour chaque demande, nous consignons aussi la date et l’heure de sa réception. Lorsque vous cochez la case pour recevoir nos nouvelles, nous consignons le texte exact que vous avez accepté («\u00a0${messages.UPDATES_CONSENT}\u00a0») et le moment où vous l’avez accepté. Nous ne vendons jamais vos renseignements personnels et nous ne nous en servons pas pour établir des profils.`,
        'Les journaux de notre serveur consignent, pour chaque requête, la page demandée, la réponse et l’heure, mais jamais votre nom, votre adresse courriel, votre numéro de téléphone, votre message ni votre adresse IP complète. Pour protéger les formulaires contre les abus, le serveur compte les requêtes récentes de chaque adresse réseau, dans sa mémoire seulement et pendant quelques minutes.',
      ],
    },
    kept: {
      title: 'Où vos renseignements sont conservés et qui peut les consulter',
      paragraphs: [
        `Vos demandes et vos abonnements sont stockés dans la base de données de ce site Web, sur des serveurs situés au Canada. Lorsqu’une demande arrive, elle est transmise par courriel à l’équipe qui y répondra et, le cas échéant, aux outils internes de notre équipe au moyen d’une connexion sécurisée et signée (un crochet Web, ou «\u00a0webhook\u00a0»). Seules les personnes du ${organisation} qui ont besoin de vos renseignements pour vous répondre peuvent les consulter.`,
        'Nous vous envoyons aussi un courriel confirmant l’arrivée de votre demande, avec son numéro de référence, au plus une fois par heure pour une même adresse. Il nomme le formulaire utilisé et ne reprend jamais ce que vous avez écrit. Pour ne pas en envoyer davantage, nous conservons l’heure de ce courriel pendant une heure.',
        'Nous ne les communiquons à personne d’autre, sauf si la loi l’exige.',
      ],
    },
    howLong: {
      title: 'Durée de conservation',
      items: [
        `Les demandes envoyées au moyen de nos formulaires sont conservées pendant ${formatCount(LEAD_RETENTION_MONTHS, 'mois', 'mois')}, puis supprimées.`,
        `Les abonnements à l’infolettre sont conservés jusqu’à ce que vous vous désabonniez. Après votre désabonnement, nous ne vous envoyons plus rien et ne conservons que votre adresse, le consentement que vous aviez donné, les dates où vous l’avez donné et retiré ainsi que le courriel de confirmation que nous vous avions envoyé, pendant ${formatCount(WITHDRAWN_SUBSCRIPTION_KEPT_YEARS, 'an', 'ans')}, à titre de preuve du consentement qu’exige de nous la Loi canadienne anti-pourriel; ces renseignements sont ensuite supprimés.`,
        `Un abonnement jamais confirmé est supprimé après ${formatCount(LEAD_RETENTION_MONTHS, 'mois', 'mois')}.`,
        'Lorsque nous effaçons vos renseignements à votre demande, nous gardons une trace de cet effacement et de sa date, sans votre nom, votre adresse courriel ni aucun autre renseignement personnel.',
        `Les copies de sauvegarde de notre base de données sont remplacées à mesure qu’elles vieillissent\u00a0: ce que nous supprimons en disparaît donc aussi au fil de leur rotation. Les courriels concernant une demande que notre équipe a déjà reçus sont conservés avec le dossier de cette demande, pendant ces mêmes ${formatCount(LEAD_RETENTION_MONTHS, 'mois', 'mois')} au plus, et supprimés avec lui lorsque vous nous demandez de l’effacer.`,
      ],
    },
    rights: {
      title: 'Vos droits et comment les exercer',
      lead: 'Vous avez le droit\u00a0:',
      items: [
        <>
          de <strong>consulter</strong> les renseignements personnels que nous détenons à votre sujet&nbsp;: nous vous les
          transmettons en totalité;
        </>,
        <>
          de les faire <strong>rectifier</strong> lorsqu’ils sont inexacts ou incomplets;
        </>,
        <>
          de <strong>retirer</strong> en tout temps un consentement que vous nous avez donné;
        </>,
        <>
          de les faire <strong>effacer</strong>&nbsp;: nous supprimons toutes les demandes et tous les abonnements liés à
          votre adresse courriel, avec les courriels qui s’y rapportent et que nous détenons encore.
        </>,
      ],
      howTo: (email) => (
        <>
          Pour exercer l’un ou l’autre de ces droits, écrivez à notre {officer()} à l’adresse {email} à partir de l’adresse
          courriel concernée (ou indiquez-nous comment vous joindre à cette adresse, afin que nous puissions vérifier que la
          demande vient bien de vous). Nous vous répondons dans les {formatCount(PRIVACY_REQUEST_REPLY_DAYS, 'jour', 'jours')}{' '}
          suivant la réception de votre demande, comme l’exige la Loi&nbsp;25, sans frais pour vous.
        </>
      ),
    },
    consent: {
      title: 'Consentement et retrait',
      paragraphs: [
        // The quoted consent ends with its own period: none follows the closing guillemet (OQLF).
        `Nous n’envoyons des infolettres et des offres qu’aux personnes qui les ont demandées. Dans les formulaires de demande, la case pour recevoir nos nouvelles n’est jamais cochée d’avance. Pour vous abonner à notre infolettre, vous inscrivez votre adresse courriel, et le formulaire affiche ce texte avant l’envoi\u00a0: «\u00a0${messages.SUBSCRIBE_CONSENT}\u00a0» Nous vous envoyons ensuite un courriel contenant un lien pour confirmer votre abonnement (le lien expire après 7\u00a0jours); tant que vous ne l’avez pas suivi, nous ne vous envoyons rien d’autre.`,
        `Chaque courriel que nous envoyons à un abonné, y compris le courriel de confirmation, contient un lien de désabonnement. Un seul clic sur le bouton de désabonnement retire aussitôt votre consentement, et le bouton de désabonnement de votre logiciel de courriel fonctionne aussi. Vous pouvez également écrire à notre ${officer()}.`,
      ],
    },
    cookies: {
      title: 'Témoins et suivi',
      paragraphs: [
        'Ce site Web ne dépose aucun témoin (cookie) et n’enregistre rien dans le stockage de votre navigateur. Il n’utilise aucun outil de suivi, de mesure d’audience ou de publicité d’un tiers. Votre navigateur garde les fichiers du site dans sa mémoire cache habituelle, que vous pouvez vider en tout temps.',
        (tags) => (
          <>
            Pour savoir quelles pages et quelles campagnes amènent des demandes, le code du site lui-même note, dans la
            mémoire de la page ouverte seulement, la provenance de votre visite&nbsp;: les étiquettes de campagne de l’adresse
            par laquelle vous êtes arrivé ({tags}), le nom du site Web qui vous a dirigé vers nous (jamais la page que vous
            consultiez), la page d’arrivée et sa langue, puis, à l’envoi d’un formulaire, le nombre de pages vues et la durée
            de votre visite, à dix secondes près. Ces renseignements accompagnent votre formulaire, sont conservés avec votre
            demande aussi longtemps qu’elle ({formatCount(LEAD_RETENTION_MONTHS, 'mois', 'mois')}), supprimés avec elle, et
            inclus lorsque vous demandez vos renseignements. Quitter ou recharger la page les efface.
          </>
        ),
        `Le site compte aussi, par jour, combien de fois chaque formulaire est affiché, commencé, envoyé, refusé ou accepté, avec la langue et la campagne ou le site Web d’où venait la visite. Ces totaux ne contiennent aucune adresse, aucune description du navigateur ni aucun identifiant\u00a0: rien n’y porte sur vous. Ils sont conservés ${formatCount(FUNNEL_RETENTION_MONTHS, 'mois', 'mois')}.`,
      ],
    },
    complaints: {
      title: 'Plaintes',
      text: (
        <>
          Si la façon dont nous avons traité vos renseignements ou votre demande ne vous satisfait pas, adressez-vous d’abord à
          notre {officer()}. Vous pouvez aussi porter plainte auprès du{' '}
          <a href="https://www.priv.gc.ca/fr/signaler-un-probleme/">Commissariat à la protection de la vie privée du Canada</a>{' '}
          ou, si vous habitez au Québec, auprès de la{' '}
          <a href="https://www.cai.gouv.qc.ca/">Commission d’accès à l’information du Québec</a>.
        </>
      ),
    },
    updates: {
      title: 'Mises à jour de cette politique',
      text: (
        <>
          Nous mettons cette politique à jour lorsque ce que nous recueillons ou la façon dont nous l’utilisons change. La date
          indiquée en haut de cette page est celle de la version en vigueur. Si un changement touche la façon dont nous
          utilisons des renseignements que nous détenons déjà, nous vous demanderons de nouveau votre consentement avant de
          l’appliquer. Voyez aussi nos engagements en matière de{' '}
          <Link to={PAGES.confidentiality.path}>confidentialité</Link>.
        </>
      ),
    },
  };
}

export default function PrivacyPolicyPageFr() {
  return <PrivacyPolicyView words={words()} />;
}
