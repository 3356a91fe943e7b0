import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { AppLink } from '../../components/app-link';
import { LogOutIcon } from '../../components/icons';
import type { MenuProps } from '../../components/lazy-menu';
import { useSnackbar } from '../../components/snackbar';
import { logout, usePortalUrls, useSession } from '../../features/session';
import { hasArea, loadArea } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { isApiError } from '../../lib/api-error';
import { AccountButton } from './account-button';
import styles from './header.module.css';

/** The account menu's content: who is signed in, My requests, and Log out. It loads when first opened. */
export default function AccountMenuContent({ defaultOpen }: MenuProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const snackbar = useSnackbar();
  const portal = usePortalUrls();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout(portal.logoutUrl);
      window.location.reload();
    } catch (error) {
      setLeaving(false);
      // The error messages are not on the first page: they load now, and if they cannot, the
      // generic notice says it.
      await loadArea('errors', i18n).catch(() => undefined);
      const code = isApiError(error) ? error.code : 'INTERNAL_ERROR';
      snackbar.show(hasArea('errors', i18n) ? t(`errors.${code}`) : t('app.failed'));
    }
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <AccountButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.accountName} data-testid="account-name">
            {session.user?.nickname ?? t('nav.account')}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item className="menu-item" asChild>
            <AppLink to="/requests" data-testid="menu-my-requests">
              {t('nav.myRequests')}
            </AppLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="menu-item"
            disabled={leaving}
            // Kept open while signing out; the page reloads when it is done.
            onSelect={(event) => {
              event.preventDefault();
              void onLogout();
            }}
            data-testid="menu-logout"
          >
            <LogOutIcon size={18} />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
