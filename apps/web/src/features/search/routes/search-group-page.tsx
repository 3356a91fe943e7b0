import { useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { ProductGrid } from '../../../components/product/product-grid';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import { useReadingAgain } from '../../../lib/use-reading-again';
import { WallpaperGrid } from '../../wallpapers/components/wallpaper-card';
import { GroupCategoryLinks, GroupSortLinks } from '../components/group-filters';
import {
  groupAddress,
  pageCount,
  pageRange,
  pagerEntries,
  type SearchGroupData,
} from '../search-loader';
import styles from './search-page.module.css';

/**
 * /search/:keyword?type=…: every result of one group ("see more"), a page at a time, in the
 * order and category the address names. Each page, order and category is an address of its
 * own, rendered by the server like the grouped results.
 */
export function SearchGroupPage({ data }: { data: SearchGroupData }) {
  const { t } = useTranslation();
  const { query } = data;
  return (
    <Page
      title={t('searchGroup.title', {
        group: t(`search.groups.${query.group}`),
        keyword: query.keyword,
      })}
      description={t('searchGroup.description')}
      eyebrow={
        <AppLink to={`/search/${encodeURIComponent(query.keyword)}`} data-testid="search-back">
          {t('searchGroup.back', { keyword: query.keyword })}
        </AppLink>
      }
      actions={<GroupSortLinks query={query} />}
      testId="search-group-page"
    >
      <div className={styles.groupPage}>
        {data.categories.data && (
          <GroupCategoryLinks query={query} categories={data.categories.data} />
        )}
        <GroupResults data={data} />
      </div>
    </Page>
  );
}

function GroupResults({ data }: { data: SearchGroupData }) {
  const { t, i18n } = useTranslation();
  const { revalidate } = useRevalidator();
  const busy = useReadingAgain();
  const { query, page } = data;
  if (page.error) return <ErrorState error={page.error} onRetry={() => revalidate()} />;
  const { items, totalCount } = page.data;
  if (totalCount === 0 || items.length === 0) {
    return (
      <EmptyState
        message={
          query.category === null ? undefined : t('searchGroup.empty', { keyword: query.keyword })
        }
      />
    );
  }
  const number = (value: number) => formatNumber(value, i18n.language);
  const range = pageRange(query.page, items.length, totalCount);
  const last = pageCount(totalCount);
  // A hidden section heading keeps the outline in order: page title, section, card names.
  return (
    <section
      className={styles.groupResults}
      aria-labelledby="search-group-results"
      aria-busy={busy || undefined}
    >
      <h2 id="search-group-results" className="visually-hidden">
        {t(`search.groups.${query.group}`)}
      </h2>
      <p className={styles.range} aria-live="polite" data-testid="search-range">
        {t('searchGroup.range', {
          first: number(range.first),
          last: number(range.last),
          total: number(range.total),
        })}
      </p>
      {query.group === 'THEME' ? (
        <WallpaperGrid themes={items} />
      ) : (
        <ProductGrid products={items} eager={4} />
      )}
      {last > 1 && (
        <Pager
          page={query.page}
          last={last}
          hrefOf={(number) => groupAddress({ ...query, page: number })}
          label={t('searchGroup.pages')}
          previousLabel={t('searchGroup.previous')}
          nextLabel={t('searchGroup.next')}
          testIdPrefix="search-page"
          testId="search-pager"
          numbers={{
            entries: pagerEntries(query.page, last),
            label: (page) => t('searchGroup.page', { page }),
          }}
        />
      )}
    </section>
  );
}
