import type { Category } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { ALL_CATEGORIES, sidebarHref } from '../sidebar-pages';
import styles from './category-chips.module.css';

/**
 * "All" and the store's categories as a row of links that scrolls sideways; the chosen one is
 * marked as the current page. `tab` keeps the list the visitor chose (new or popular).
 */
export function CategoryChips({
  categories,
  active,
  tab,
}: {
  categories: readonly Category[];
  active: string | null;
  tab?: 'new' | 'popular';
}) {
  const { t } = useTranslation();
  const chips = [{ code: ALL_CATEGORIES, name: t('sidebar.allCategories') }, ...categories];
  return (
    <nav aria-label={t('sidebar.categories')}>
      <ul className={styles.chips}>
        {chips.map((category) => (
          <li key={category.code}>
            <AppLink
              to={sidebarHref.category(category.code, tab)}
              className={styles.chip}
              aria-current={category.code === active ? 'page' : undefined}
              data-testid="sidebar-category-chip"
              data-category={category.code}
            >
              {category.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
