// Each page sets its own document title, in the page's language: `Title | Cedarline Business Group`
// or `Titre | Groupe d’affaires Cedarline` (core's `document_title_in`).
import { useEffect } from 'react';
import { constants } from '@/lib/i18n';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${constants.ORGANISATION_NAME}` : constants.ORGANISATION_NAME;
  }, [title]);
}
