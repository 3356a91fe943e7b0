import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useRevalidator } from 'react-router';
import { useAppNavigate, useCurrentHl } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { goToLogin, usePortalUrls, useSession, useSessionData } from '../../session';
import { decideDeveloperAccess } from '../access/decide-developer-access';
import type { DeveloperOutletContext } from '../access/developer-outlet';
import { TermsDialog } from '../components/terms-dialog';

/**
 * The developers section guard: visitors log in first, children are turned away with
 * the age-limit message, logged-in users who are not developers go to registration, and a
 * developer who has not agreed to both terms sees the terms dialog over every page.
 */
export function DeveloperLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const sessionData = useSessionData();
  const revalidator = useRevalidator();
  const location = useLocation();
  const hl = useCurrentHl();
  const navigate = useAppNavigate();
  const snackbar = useSnackbar();
  const portal = usePortalUrls();
  const [heldPath, setHeldPath] = useState<string | null>(null);

  // Unlike the rest of the store, the area does not take a failed user call for a visitor who
  // is not signed in: that would send a developer to the login portal.
  const userRead = sessionData?.user;
  const access = decideDeveloperAccess({
    user: userRead === undefined ? undefined : (userRead.data ?? null),
    creator: session.creatorState,
    path: location.pathname,
    search: location.search,
  });
  const held = heldPath === location.pathname;
  const target = access.kind === 'redirect' ? access.to : null;
  const loginPath = access.kind === 'login' ? access.returnPath : null;

  useEffect(() => {
    if (held) return;
    if (loginPath !== null) goToLogin(loginPath, hl, portal.loginUrl);
    if (target !== null) navigate(target, { replace: true });
  }, [held, loginPath, target, hl, portal.loginUrl, navigate]);

  const isChild = access.kind === 'child';
  useEffect(() => {
    if (!isChild) return;
    snackbar.show(t('errors.AGE_LIMIT'));
    navigate('/', { replace: true });
  }, [isChild, navigate, snackbar, t]);

  const holdRedirects = useCallback(() => setHeldPath(location.pathname), [location.pathname]);
  const context = useMemo<DeveloperOutletContext>(() => ({ holdRedirects }), [holdRedirects]);

  if (access.kind === 'failed') {
    // Asking again: the session's answer replaces the panel.
    if (revalidator.state === 'loading') return <Spinner />;
    const creatorError =
      session.creatorState.status === 'failed' ? session.creatorState.error : undefined;
    return (
      <ErrorState
        error={userRead?.error ?? creatorError}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  if (access.kind !== 'allow' && !held) return <Spinner />;
  return (
    <>
      <Outlet context={context} />
      {access.kind === 'allow' && access.needsTerms && <TermsDialog />}
    </>
  );
}
