import type { Language } from '@lagoon/contract';
import { useCallback } from 'react';
import {
  Link,
  type LinkProps,
  Navigate,
  type NavigateOptions,
  NavLink,
  type NavLinkProps,
  type To,
  useLocation,
  useNavigate,
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

export function AppLink({ to, ...rest }: LinkProps) {
  const hl = useCurrentHl();
  return <Link to={withHl(to, hl)} {...rest} />;
}

export function AppNavLink({ to, ...rest }: NavLinkProps) {
  const hl = useCurrentHl();
  return <NavLink to={withHl(to, hl)} {...rest} />;
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
