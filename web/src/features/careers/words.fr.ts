// The careers pages' interface words in French (Quebec), loaded on French pages only.
import type { words as English } from './words';

export const words: typeof English = {
  menu: 'Carrières',
  currentOpenings: 'Postes à pourvoir',
  openingsList: 'Liste des postes à pourvoir',
  openingsFailed: 'Nos postes à pourvoir ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.',
  noOpenings: 'Aucun poste n’est à pourvoir pour le moment. Revenez nous voir bientôt.',
  notFoundTitle: 'Poste non disponible',
  notFoundText: 'Ce poste est introuvable. Il a peut-être été pourvu ou retiré.',
  failedTitle: 'Cette page n’a pas pu être chargée',
  failedText: 'Un problème a empêché le chargement de cette page. Veuillez réessayer dans un moment.',
  seeAllOpenings: 'Voir tous les postes à pourvoir',
};
