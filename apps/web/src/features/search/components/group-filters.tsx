import { type Category, SEARCH_SORTS } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { SegmentedLinks } from '../../../components/segmented-links';
import { useTranslation } from '../../../i18n/react';
import { type GroupQuery, groupAddress } from '../search-loader';
import styles from './group-filters.module.css';

/** The orders of a group's results; choosing one keeps the category and starts at page 1. */
export function GroupSortLinks({ query }: { query: GroupQuery }) {
  const { t } = useTranslation();
  return (
    <SegmentedLinks
      label={t('searchGroup.sortLabel')}
      testIdPrefix="search-sort"
      items={SEARCH_SORTS.map((sort) => ({
        value: sort,
        label: t(`searchGroup.sort.${sort}`),
        to: groupAddress({ ...query, sort, page: 1 }),
        active: sort === query.sort,
      }))}
    />
  );
}

/**
 * "All" and the group's categories as links; choosing one keeps the order and starts at page 1.
 * Without the list of categories (it could not be read) only the current choice is offered,
 * so the visitor can always go back to every category.
 */
export function GroupCategoryLinks({
  query,
  categories,
}: {
  query: GroupQuery;
  categories: readonly Category[];
}) {
  const { t } = useTranslation();
  const link = (category: string | null, label: string) => (
    <li key={category ?? ''}>
      <AppLink
        to={groupAddress({ ...query, category, page: 1 })}
        className={styles.chip}
        aria-current={query.category === category ? 'page' : undefined}
        data-testid={`search-category-${category ?? 'all'}`}
      >
        {label}
      </AppLink>
    </li>
  );
  const known = categories.some((category) => category.code === query.category);
  return (
    <nav aria-label={t('searchGroup.categoryLabel')}>
      <ul className={styles.chips}>
        {link(null, t('searchGroup.allCategories'))}
        {categories.map((category) => link(category.code, category.name))}
        {query.category !== null && !known && link(query.category, query.category)}
      </ul>
    </nav>
  );
}
