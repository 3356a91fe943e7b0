import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAppNavigate, useCurrentHl } from '../../../components/app-link';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { goToLogin, useSession } from '../../session';

/** Pages under /developers/profile are where a non-developer registers. */
const PROFILE_PATH = /^\/developers\/profile(\/|$)/;

/**
 * The developers section guard (spec §2): visitors log in first, children are turned away with
 * the age-limit message, and logged-in users who are not developers go to registration.
 */
export function DeveloperLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const hl = useCurrentHl();
  const navigate = useAppNavigate();
  const snackbar = useSnackbar();

  const decision = !session.isResolved
    ? 'wait'
    : !session.isAuthenticated
      ? 'login'
      : session.isChild
        ? 'child'
        : !session.isDeveloper && !PROFILE_PATH.test(location.pathname)
          ? 'register'
          : 'allow';

  useEffect(() => {
    if (decision === 'login') goToLogin(`${location.pathname}${location.search}`, hl);
    if (decision === 'child') {
      snackbar.show(t('errors.AGE_LIMIT'));
      navigate('/', { replace: true });
    }
    if (decision === 'register') navigate('/developers/profile/new', { replace: true });
  }, [decision, location.pathname, location.search, hl, navigate, snackbar, t]);

  if (decision !== 'allow') return <Spinner />;
  return <Outlet />;
}
