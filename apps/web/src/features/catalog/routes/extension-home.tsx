import { ExtensionFilter, ExtensionSort } from '@lagoon/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product/product-grid';
import { useLanguage } from '../../../lib/use-language';
import { useExtensions } from '../api/get-extensions';
import { CategoryChips } from '../components/category-chips';
import { SortTabs } from '../components/sort-tabs';
import styles from './extension-home.module.css';

/** /extensions/:sort(new|popular)/:filter? — the extension home list. */
export function ExtensionHome() {
  const { t } = useTranslation();
  const params = useParams();
  const sort = ExtensionSort.safeParse(params.sort);
  const filter = ExtensionFilter.safeParse(params.filter);
  if (!sort.success || (params.filter !== undefined && !filter.success)) {
    return <AppNavigate to="/extensions" />;
  }
  const category = filter.success ? filter.data : null;
  return (
    <Page
      title={t('extensions.title')}
      description={t('extensions.description')}
      actions={<SortTabs sort={sort.data} filter={category} />}
      testId="extension-home"
    >
      <CategoryChips sort={sort.data} active={category} />
      <ExtensionList sort={sort.data} category={category} />
    </Page>
  );
}

function ExtensionList({
  sort,
  category,
}: {
  sort: ExtensionSort;
  category: ExtensionFilter | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useExtensions({ type: 'extension', sort, category, language });

  if (list.isPending) return <ProductGridSkeleton />;
  // Spec §8: a failed home list is logged and shown as an empty list.
  if (list.isError) {
    console.error('Extension list failed to load', list.error);
    return <EmptyState />;
  }
  const products = list.data.pages.flatMap((page) => page.products);
  if (products.length === 0) return <EmptyState />;
  return (
    <div className={styles.list}>
      <ProductGrid products={products} />
      {list.hasNextPage && (
        <div className={styles.more}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            data-testid="load-more"
          >
            {list.isFetchingNextPage ? t('common.loading') : t('common.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
