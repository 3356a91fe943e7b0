import type { Language } from '@lagoon/contract';
import { type ComponentProps, type MouseEvent, useCallback } from 'react';
import {
  Navigate,
  type NavigateOptions,
  type To,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useResolvedPath,
} from 'react-router';
import { appendHl, appendHlToPath, readHl } from '../lib/language';

/**
 * Internal navigation that keeps the interface language: every link, redirect and programmatic
 * navigation in the app goes through these so the hl query parameter is never dropped.
 */

/** The hl of the current address, when it names a supported language. */
export function useCurrentHl(): Language | null {
  return readHl(useLocation().search);
}

export function withHl(to: To, hl: Language | null): To {
  return typeof to === 'string' ? appendHl(to, hl) : appendHlToPath(to, hl);
}

export interface AppLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: To;
  /** Replaces the current history entry (a link to the address shown always does). */
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** Loads the address as a new document instead of navigating inside the app. */
  reloadDocument?: boolean;
}

/**
 * A link to an address of the store (other sites go through StoreLink or a plain anchor). A
 * click the router should take (the main button, no modifier key, no other target) navigates
 * inside the app; the rest (a new tab, a download, reloadDocument) are the browser's own. It is
 * built on React Router's useHref and useLinkClickHandler rather than its Link, whose framework
 * features (prefetching and route discovery for its own server) the store does not use and
 * would otherwise load with the first page.
 */
export function AppLink({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  target,
  onClick,
  ...rest
}: AppLinkProps) {
  const destination = withHl(to, useCurrentHl());
  const href = useHref(destination);
  const routerClick = useLinkClickHandler(destination, {
    replace,
    state,
    target,
    preventScrollReset,
  });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) routerClick(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={reloadDocument ? onClick : handleClick} />
  );
}

/** Whether pathname is path or an address under it, as React Router's NavLink compares them. */
function isAtOrUnder(pathname: string, path: string): boolean {
  const current = pathname.toLowerCase();
  const own = path.toLowerCase();
  const end = own !== '/' && own.endsWith('/') ? own.length - 1 : own.length;
  return current === own || (current.startsWith(own) && current.charAt(end) === '/');
}

/** A link that is aria-current="page" while the address shown is its own or one under it. */
export function AppNavLink({ to, ...rest }: AppLinkProps) {
  const active = isAtOrUnder(useLocation().pathname, useResolvedPath(to).pathname);
  return <AppLink to={to} aria-current={active ? 'page' : undefined} {...rest} />;
}

/** A redirect; it replaces the history entry unless told otherwise. */
export function AppNavigate({ to, replace = true }: { to: To; replace?: boolean }) {
  const hl = useCurrentHl();
  return <Navigate to={withHl(to, hl)} replace={replace} />;
}

export function useAppNavigate() {
  const navigate = useNavigate();
  const hl = useCurrentHl();
  return useCallback(
    (to: To, options?: NavigateOptions) => navigate(withHl(to, hl), options),
    [navigate, hl],
  );
}
