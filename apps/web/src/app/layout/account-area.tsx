import { useLocation } from 'react-router';
import { useCurrentHl } from '../../components/app-link';
import { LazyMenu } from '../../components/lazy-menu';
import { loginUrl, usePortalUrls, useSession } from '../../features/session';
import { useTranslation } from '../../i18n/react';
import { AccountButton } from './account-button';
import styles from './header.module.css';

const loadAccountMenu = () => import('./account-menu-content');

/** Log in for visitors (a full page load of the login portal); the account menu for users. */
export function AccountArea() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const hl = useCurrentHl();
  const portal = usePortalUrls();

  // Until the session is known, an invisible copy of the log-in button holds its place, so the
  // header does not move when it appears (most first visits are visitors').
  if (!session.isResolved && !session.user) {
    return (
      <span className={`button button-small ${styles.pending}`} aria-hidden="true">
        {t('nav.login')}
      </span>
    );
  }

  if (!session.isAuthenticated) {
    return (
      <a
        href={loginUrl(
          `${location.pathname}${location.search}`,
          hl,
          portal.loginUrl,
          window.location.origin,
        )}
        className="button button-primary button-small"
        data-testid="menu-login"
      >
        {t('nav.login')}
      </a>
    );
  }

  return (
    <LazyMenu
      load={loadAccountMenu}
      placeholder={(open) => (
        <AccountButton aria-haspopup="menu" aria-expanded={false} onClick={open} />
      )}
    />
  );
}
