import { EXTENSION_FILTERS, type ExtensionFilter, type ExtensionSort } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import styles from './category-chips.module.css';

/** "All" plus the twelve filters of the extension home; each is a link, so it can be shared. */
export function CategoryChips({
  sort,
  active,
}: {
  sort: ExtensionSort;
  active: ExtensionFilter | null;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('extensions.filterLabel')}>
      <ul className={styles.chips}>
        <li>
          <AppLink
            to={`/extensions/${sort}`}
            className={styles.chip}
            aria-current={active === null ? 'page' : undefined}
            data-testid="category-chip-all"
          >
            {t('categories.all')}
          </AppLink>
        </li>
        {EXTENSION_FILTERS.map((filter) => (
          <li key={filter}>
            <AppLink
              to={`/extensions/${sort}/${filter}`}
              className={styles.chip}
              aria-current={active === filter ? 'page' : undefined}
              data-testid={`category-chip-${filter}`}
            >
              {t(`categories.${filter}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
