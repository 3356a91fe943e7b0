import { AppLink } from '../../../components/app-link';
import { LogoMark } from '../../../components/logo';
import { useTranslation } from '../../../i18n/react';
import { SearchBox } from '../../search/components/search-box';
import styles from '../sidebar.module.css';
import { sidebarHref } from '../sidebar-pages';

export type SidebarTab = 'home' | 'categories' | 'mobile';

/**
 * The sidebar store's compact header, kept in view while the page scrolls: the logo (home),
 * the store's search box with its suggestions, and the three sections as tabs.
 */
export function SidebarHeader({ tab }: { tab: SidebarTab }) {
  const { t } = useTranslation();
  const tabs: { value: SidebarTab; to: string }[] = [
    { value: 'home', to: sidebarHref.home() },
    { value: 'categories', to: sidebarHref.category('all') },
    { value: 'mobile', to: sidebarHref.mobile() },
  ];
  const labels: Record<SidebarTab, string> = {
    home: t('sidebar.nav.home'),
    categories: t('sidebar.nav.categories'),
    mobile: t('sidebar.nav.mobile'),
  };
  return (
    <header className={styles.header} data-testid="sidebar-header">
      <div className={styles.topRow}>
        <AppLink
          to={sidebarHref.home()}
          className={styles.brand}
          aria-label={`Lagoon – ${t('sidebar.label')}`}
          data-testid="sidebar-logo"
        >
          <LogoMark size={28} />
        </AppLink>
        <div className={styles.searchSlot}>
          <SearchBox resultsPath={sidebarHref.search()} />
        </div>
      </div>
      <nav aria-label={t('sidebar.navLabel')} data-testid="sidebar-nav">
        <ul className={styles.tabs}>
          {tabs.map((item) => (
            <li key={item.value}>
              <AppLink
                to={item.to}
                className={styles.tab}
                aria-current={item.value === tab ? 'page' : undefined}
                data-testid={`sidebar-tab-${item.value}`}
              >
                {labels[item.value]}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
