import { AppNavLink } from '../../components/app-link';
import { AppsIcon, ImageIcon, PuzzleIcon, ShieldIcon } from '../../components/icons';
import { useNotebookEdition, useSession } from '../../features/session';
import { useTranslation } from '../../i18n/react';
import styles from './header.module.css';

/** Extensions, Wallpapers and, in the notebook edition only, Whalebook (the web apps). */
export function PrimaryNav() {
  const { t } = useTranslation();
  const notebook = useNotebookEdition();
  const { isAdmin } = useSession();
  return (
    <nav className={styles.nav} aria-label={t('nav.mainMenu')}>
      <AppNavLink to="/extensions" className={styles.navLink} data-testid="menu-extensions">
        <PuzzleIcon size={18} />
        {t('nav.extensions')}
      </AppNavLink>
      <AppNavLink to="/wallpapers" className={styles.navLink} data-testid="menu-wallpapers">
        <ImageIcon size={18} />
        {t('nav.wallpapers')}
      </AppNavLink>
      {notebook && (
        <AppNavLink to="/whaleapps" className={styles.navLink} data-testid="menu-webapps">
          <AppsIcon size={18} />
          {t('nav.webApps')}
        </AppNavLink>
      )}
      {isAdmin && (
        <AppNavLink to="/admin" className={styles.navLink} data-testid="menu-admin">
          <ShieldIcon size={18} />
          {t('nav.admin')}
        </AppNavLink>
      )}
    </nav>
  );
}
