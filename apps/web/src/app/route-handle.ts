import type { UIMatch } from 'react-router';

/** What a route tells the shell about itself through its handle. */
export interface RouteHandle {
  /** The route only forwards elsewhere; the visitor never sees it, so it is not a page view. */
  redirect?: boolean;
}

export const redirectRoute: RouteHandle = { redirect: true };

export function isRedirectMatch(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.redirect === true);
}
