import { ChevronDownIcon, CodeIcon } from '../../components/icons';
import { LazyMenu } from '../../components/lazy-menu';
import { useSession } from '../../features/session';
import { loadArea } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import styles from './header.module.css';

/** The menu's code, with the developer area's messages that name some of its entries. */
const loadDeveloperMenu = () =>
  Promise.all([import('./developer-menu-content'), loadArea('developers')]).then(
    ([module]) => module,
  );

/**
 * The developer menu: developers get their dashboards and profile, logged-in users who are not
 * developers get registration, anonymous visitors get nothing.
 */
export function DeveloperMenu() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.isResolved || !session.isAuthenticated) return null;
  return (
    <LazyMenu
      load={loadDeveloperMenu}
      placeholder={(open) => (
        <button
          type="button"
          className={styles.navLink}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={open}
          data-testid="menu-developer"
        >
          <CodeIcon size={18} />
          {t('nav.developer')}
          <ChevronDownIcon size={16} />
        </button>
      )}
    />
  );
}
