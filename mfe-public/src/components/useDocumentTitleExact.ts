import { useEffect } from 'react';

/** Sets the tab title exactly as given (the sheet title rule decides whether the product name shows). */
export function useExactDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
