import type { Language } from '@lagoon/contract';

/** The login portal, told where to come back to (path and query of the current page). */
export function loginUrl(returnPath: string, hl: Language | null): string {
  const params = new URLSearchParams({ returnUrl: returnPath });
  if (hl) params.set('hl', hl);
  return `/accounts/login?${params.toString()}`;
}

/** Leaves the app for the login portal; it is a separate page, not a route of the app. */
export function goToLogin(returnPath: string, hl: Language | null): void {
  window.location.assign(loginUrl(returnPath, hl));
}
