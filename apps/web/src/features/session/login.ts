import type { Language } from '@lagoon/contract';
import { useStoreConfig } from './api/get-store-config';

/** The portal addresses a deployment uses when its configuration names none (or fails to load). */
export const DEFAULT_LOGIN_URL = '/accounts/login';
export const DEFAULT_LOGOUT_URL = '/accounts/logout';

/** A portal given as a full address may live on another host. */
const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * The login portal, told where to come back to (path and query of the current page). The portal
 * may already carry a query of its own; one on another host (an absolute portalUrl) gets an
 * absolute return address, since a bare path would mean its own host.
 */
export function loginUrl(
  returnPath: string,
  hl: Language | null,
  portalUrl: string = DEFAULT_LOGIN_URL,
  origin?: string,
): string {
  const returnUrl = origin && ABSOLUTE_URL.test(portalUrl) ? `${origin}${returnPath}` : returnPath;
  const params = new URLSearchParams({ returnUrl });
  if (hl) params.set('hl', hl);
  const separator = portalUrl.includes('?') ? '&' : '?';
  return `${portalUrl}${separator}${params.toString()}`;
}

/** Leaves the app for the login portal; it is a separate page, not a route of the app. */
export function goToLogin(
  returnPath: string,
  hl: Language | null,
  portalUrl: string = DEFAULT_LOGIN_URL,
): void {
  window.location.assign(loginUrl(returnPath, hl, portalUrl, window.location.origin));
}

/** The portal addresses of this deployment; the defaults until the configuration has loaded. */
export function usePortalUrls(): { loginUrl: string; logoutUrl: string } {
  const config = useStoreConfig();
  return {
    loginUrl: config?.loginUrl ?? DEFAULT_LOGIN_URL,
    logoutUrl: config?.logoutUrl ?? DEFAULT_LOGOUT_URL,
  };
}
