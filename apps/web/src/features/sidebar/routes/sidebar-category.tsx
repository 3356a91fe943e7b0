import { EXTENSION_SORTS, type ExtensionFilter } from '@lagoon/contract';
import { LoadMore } from '../../../components/load-more';
import { SegmentedLinks } from '../../../components/segmented-links';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';
import { usePagedList } from '../../../lib/use-paged-list';
import { productPageHref } from '../../catalog/loaders';
import { CategoryChips } from '../components/category-chips';
import { ProductRows } from '../components/product-rows';
import { ListNote } from '../components/sidebar-section';
import styles from '../sidebar.module.css';
import { categoryName } from '../sidebar-head';
import type { SidebarCategoryData } from '../sidebar-loader';
import { ALL_CATEGORIES, sidebarHref } from '../sidebar-pages';

/**
 * /sidebar/category/:category?tab=new — a category's extensions (every extension for "all"),
 * popular first unless the visitor picks the new ones; more load at the end of the list.
 */
export function SidebarCategory({ data }: { data: SidebarCategoryData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { category, tab } = data;
  const params = {
    type: 'extension' as const,
    sort: tab,
    category: category === ALL_CATEGORIES ? null : (category as ExtensionFilter),
    language,
  };
  const list = usePagedList(data.list, (last) => last && productPageHref(params, last));
  const products = list.pages.flatMap((page) => page.products);
  return (
    <div className={styles.page} data-testid="sidebar-category" data-category={category}>
      <h1 className={styles.pageTitle} data-testid="sidebar-page-title">
        {categoryName(category, data.categories.data, t)}
      </h1>
      {data.categories.data && (
        <CategoryChips categories={data.categories.data} active={category} tab={tab} />
      )}
      <div className={styles.listTabs}>
        <SegmentedLinks
          label={t('extensions.sortLabel')}
          testIdPrefix="sidebar-list-tab"
          items={EXTENSION_SORTS.map((value) => ({
            value,
            label: t(`extensions.sort.${value}`),
            to: sidebarHref.category(category, value),
            active: value === tab,
          }))}
        />
      </div>
      {products.length === 0 ? (
        <ListNote failed={Boolean(list.error)} />
      ) : (
        <ProductRows products={products} testId="sidebar-category-rows" />
      )}
      {list.hasMore && <LoadMore onLoad={list.loadMore} loading={list.loading} />}
    </div>
  );
}
