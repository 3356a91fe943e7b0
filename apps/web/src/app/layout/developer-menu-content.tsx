import { DropdownMenu } from 'radix-ui';
import { AppLink } from '../../components/app-link';
import {
  AppsIcon,
  ChevronDownIcon,
  CodeIcon,
  Icon,
  type IconProps,
  LockIcon,
  PuzzleIcon,
  UserIcon,
} from '../../components/icons';
import type { MenuProps } from '../../components/lazy-menu';
import { useSession } from '../../features/session';
import { useTranslation } from '../../i18n/react';
import { useAreaMessages } from '../../i18n/use-area';
import styles from './header.module.css';

function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
    </Icon>
  );
}

/**
 * The developer menu's content; it loads when first opened (see DeveloperMenu), with the
 * developer area's messages for the entries that are named there.
 */
export default function DeveloperMenuContent({ defaultOpen }: MenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const areaReady = useAreaMessages('developers');
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
              {areaReady && (
                <DropdownMenu.Item className="menu-item" asChild>
                  <AppLink to="/developers/ratings" data-testid="menu-my-ratings">
                    <StarIcon size={18} />
                    {t('developers.ratings.menu')}
                  </AppLink>
                </DropdownMenu.Item>
              )}
              {areaReady && (
                <DropdownMenu.Item className="menu-item" asChild>
                  <AppLink to="/developers/tokens" data-testid="menu-my-tokens">
                    <LockIcon size={18} />
                    {t('developers.tokens.menu')}
                  </AppLink>
                </DropdownMenu.Item>
              )}
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
