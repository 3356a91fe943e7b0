import { useEffect } from 'react';

/** Sets the tab title to "<page> – Lagoon" while the page is shown. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} – Lagoon` : 'Lagoon';
  }, [title]);
}
