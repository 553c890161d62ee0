import { useEffect } from 'react';
import { PRODUCT_NAME } from '@tpp/contracts';

/** Sets the tab title to 'Page · Talent Pitch Pro' while the screen is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [page]);
}
