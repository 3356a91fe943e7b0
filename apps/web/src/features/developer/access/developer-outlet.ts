import { useOutletContext } from 'react-router';

/** What the developers layout hands to its pages. */
export interface DeveloperOutletContext {
  /**
   * Keeps the guard from redirecting until the address changes. A page that changes who the
   * visitor is (registering) and then navigates calls it first, so the guard does not act on
   * the new profile at the old address (profile/new → profile/edit) in between.
   */
  holdRedirects: () => void;
}

export function useDeveloperOutlet(): DeveloperOutletContext {
  return useOutletContext<DeveloperOutletContext>();
}
