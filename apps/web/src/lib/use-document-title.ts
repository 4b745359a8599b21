import { useEffect } from 'react';

/** Sets the tab title while a page is shown, so history and tabs name the restaurant or page. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
