import { useLoaderData, useParams, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { ProductGrid } from '../../../components/product/product-grid';
import { useTranslation } from '../../../i18n/react';
import { WallpaperGrid } from '../../wallpapers/components/wallpaper-card';
import type { SearchGroup } from '../api/search';
import { type SearchData, seeMoreAddress } from '../search-loader';
import { SearchGroupPage } from './search-group-page';
import styles from './search-page.module.css';

/** Items shown per group; "See more" opens the group's own pages, which reach every result. */
export const SEARCH_GROUP_PREVIEW = 8;

/** /search/:keyword?, and with a group in the address, that group's pages. */
export function SearchPage() {
  const { t } = useTranslation();
  const keyword = useParams().keyword?.trim() ?? '';
  const { group } = (useLoaderData() as SearchData | null) ?? {};
  if (group) return <SearchGroupPage data={group} />;
  if (!keyword) {
    return (
      <Page title={t('search.title')} testId="search-page">
        <EmptyState message={t('search.prompt')} />
      </Page>
    );
  }
  return (
    <Page
      title={t('search.resultsFor', { keyword })}
      description={t('search.description')}
      testId="search-page"
    >
      <SearchResults keyword={keyword} />
    </Page>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const { results } = useLoaderData() as SearchData;
  const { revalidate } = useRevalidator();
  if (!results) return <EmptyState />;
  if (results.error) return <ErrorState error={results.error} onRetry={() => revalidate()} />;
  const total = results.data.reduce((sum, group) => sum + group.totalCount, 0);
  if (total === 0) return <EmptyState />;
  return (
    <div className={styles.groups}>
      {results.data.map((group, index) => (
        <ResultGroup key={group.type} keyword={keyword} group={group} first={index === 0} />
      ))}
    </div>
  );
}

/** The first group is in view as the page opens: its first row of cards loads at once. */
function ResultGroup({
  keyword,
  group,
  first,
}: {
  keyword: string;
  group: SearchGroup;
  first: boolean;
}) {
  const { t } = useTranslation();
  const id = `search-group-${group.type.toLowerCase()}`;
  const shown = group.items.slice(0, SEARCH_GROUP_PREVIEW);
  return (
    <section aria-labelledby={id} className={styles.group} data-testid={id}>
      <header className={styles.groupHeader}>
        <h2 id={id} className={styles.groupTitle}>
          {t(`search.groups.${group.type}`)}{' '}
          <span className={styles.count} data-testid="search-group-count">
            {group.totalCount}
          </span>
        </h2>
        {group.totalCount > shown.length && (
          <AppLink
            to={seeMoreAddress(keyword, group.type)}
            className={`button button-ghost button-small ${styles.seeMore}`}
            data-testid="search-see-more"
          >
            {t('search.seeMore')}
          </AppLink>
        )}
      </header>
      <div>
        {group.items.length === 0 ? (
          <p className={styles.none}>{t('common.nothingToDisplay')}</p>
        ) : group.type === 'THEME' ? (
          <WallpaperGrid themes={shown} />
        ) : (
          <ProductGrid products={shown} eager={first ? 4 : 0} />
        )}
      </div>
    </section>
  );
}
