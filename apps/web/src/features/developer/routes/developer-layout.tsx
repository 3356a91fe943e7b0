import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppNavigate, useCurrentHl } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { goToLogin, useCreator, usePortalUrls, useSession, useUser } from '../../session';
import { decideDeveloperAccess } from '../access/decide-developer-access';
import type { DeveloperOutletContext } from '../access/developer-outlet';
import { TermsDialog } from '../components/terms-dialog';

/**
 * The developers section guard (spec §2): visitors log in first, children are turned away with
 * the age-limit message, logged-in users who are not developers go to registration, and a
 * developer who has not agreed to both terms sees the terms dialog over every page.
 */
export function DeveloperLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const userQuery = useUser();
  const creatorQuery = useCreator(session.isAuthenticated);
  const location = useLocation();
  const hl = useCurrentHl();
  const navigate = useAppNavigate();
  const snackbar = useSnackbar();
  const portal = usePortalUrls();
  const [heldPath, setHeldPath] = useState<string | null>(null);

  const access = decideDeveloperAccess({
    user: userQuery.isPending
      ? undefined
      : userQuery.isError && !userQuery.data
        ? null
        : session.user,
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
    return (
      <ErrorState
        error={userQuery.error ?? creatorQuery.error}
        onRetry={() => {
          if (userQuery.isError) void userQuery.refetch();
          if (creatorQuery.isError) void creatorQuery.refetch();
        }}
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
