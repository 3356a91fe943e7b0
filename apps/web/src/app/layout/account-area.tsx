import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentHl } from '../../components/app-link';
import { LogOutIcon, UserIcon } from '../../components/icons';
import { useSnackbar } from '../../components/snackbar';
import { loginUrl, logout, usePortalUrls, useSession } from '../../features/session';
import { hasArea, loadArea } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import styles from './header.module.css';

/** Log in for visitors (a full page load of the login portal); name and Log out for users. */
export function AccountArea() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const hl = useCurrentHl();
  const snackbar = useSnackbar();
  const portal = usePortalUrls();
  const [leaving, setLeaving] = useState(false);

  if (!session.isResolved && !session.user) return null;

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

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout(portal.logoutUrl);
      window.location.reload();
    } catch (error) {
      setLeaving(false);
      // The error messages are not on the first page: they load now, and if they cannot, the
      // generic notice says it.
      await loadArea('errors').catch(() => undefined);
      const code = isApiError(error) ? error.code : 'INTERNAL_ERROR';
      snackbar.show(hasArea('errors') ? t(`errors.${code}`) : t('app.failed'));
    }
  };

  const nickname = session.user?.nickname ?? '';
  return (
    <>
      <span className={styles.user} data-testid="user-chip" title={nickname}>
        {session.user?.profileImage ? (
          <img className={styles.avatar} src={session.user.profileImage} alt="" />
        ) : (
          <span className={`${styles.avatar} ${styles.avatarFallback}`}>
            <UserIcon size={18} />
          </span>
        )}
        <span className={styles.userName}>{nickname}</span>
      </span>
      <button
        type="button"
        className="button button-ghost button-small"
        onClick={onLogout}
        disabled={leaving}
        data-testid="menu-logout"
      >
        <LogOutIcon size={16} />
        {t('nav.logout')}
      </button>
    </>
  );
}
