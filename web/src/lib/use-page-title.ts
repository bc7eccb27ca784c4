// Each page sets its own document title.
import { useEffect } from 'react';
import { ORGANISATION_NAME } from '@bindings';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${ORGANISATION_NAME}` : ORGANISATION_NAME;
  }, [title]);
}
