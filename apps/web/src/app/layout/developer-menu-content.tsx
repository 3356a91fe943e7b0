import { DropdownMenu } from 'radix-ui';
import { AppLink } from '../../components/app-link';
import { AppsIcon, ChevronDownIcon, CodeIcon, PuzzleIcon, UserIcon } from '../../components/icons';
import type { MenuProps } from '../../components/lazy-menu';
import { useSession } from '../../features/session';
import { useTranslation } from '../../i18n/react';
import styles from './header.module.css';

/** The developer menu's content; it loads when first opened (see DeveloperMenu). */
export default function DeveloperMenuContent({ defaultOpen }: MenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.navLink} data-testid="menu-developer">
        <CodeIcon size={18} />
        {t('nav.developer')}
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={8}>
          {session.isDeveloper ? (
            <>
              <DropdownMenu.Item className="menu-item" asChild>
                <AppLink to="/developers/dashboard/extensions" data-testid="menu-my-extensions">
                  <PuzzleIcon size={18} />
                  {t('nav.myExtensions')}
                </AppLink>
              </DropdownMenu.Item>
              <DropdownMenu.Item className="menu-item" asChild>
                <AppLink to="/developers/dashboard/webapps" data-testid="menu-my-webapps">
                  <AppsIcon size={18} />
                  {t('nav.myWebApps')}
                </AppLink>
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="menu-separator" />
              <DropdownMenu.Item className="menu-item" asChild>
                <AppLink to="/developers/profile/edit" data-testid="menu-profile">
                  <UserIcon size={18} />
                  {t('nav.profile')}
                </AppLink>
              </DropdownMenu.Item>
            </>
          ) : (
            <DropdownMenu.Item className="menu-item" asChild>
              <AppLink to="/developers/profile/new" data-testid="menu-developer-register">
                <UserIcon size={18} />
                {t('nav.developerRegister')}
              </AppLink>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
