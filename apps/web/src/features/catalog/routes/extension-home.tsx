import type { ExtensionFilter, ExtensionSort } from '@lagoon/contract';
import { Fragment, useEffect } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { BannerCarousel, BannerSlide } from '../../../components/banner/banner-carousel';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { Page } from '../../../components/page';
import { ProductGrid } from '../../../components/product/product-grid';
import { useTranslation } from '../../../i18n/react';
import { logError } from '../../../lib/logger';
import { useLanguage } from '../../../lib/use-language';
import { usePagedList } from '../../../lib/use-paged-list';
import { HomeOutsideSection } from '../../outside/home-outside-section';
import { CategoryChips } from '../components/category-chips';
import { SortTabs } from '../components/sort-tabs';
import { splitHomeGroups } from '../home-groups';
import { type ExtensionListData, productPageHref } from '../loaders';
import styles from './extension-home.module.css';

/**
 * /extensions/:sort(new|popular)/:filter? — the extension home list. The route table lets no
 * other sort or filter through.
 */
export function ExtensionHome() {
  const { t } = useTranslation();
  const params = useParams() as { sort: ExtensionSort; filter?: ExtensionFilter };
  const sort = params.sort;
  const category = params.filter ?? null;
  return (
    <Page
      title={t('extensions.title')}
      description={t('extensions.description')}
      actions={<SortTabs sort={sort} filter={category} />}
      testId="extension-home"
    >
      <HomeBanner />
      <CategoryChips sort={sort} active={category} />
      <ExtensionList sort={sort} category={category} />
    </Page>
  );
}

function HomeBanner() {
  const { banners } = useLoaderData() as ExtensionListData;
  if (!banners.data || banners.data.length === 0) return null;
  return <BannerCarousel banners={banners.data} testId="home-banners" />;
}

function InlineBanner() {
  const { inlineBanners } = useLoaderData() as ExtensionListData;
  const banner = inlineBanners.data?.[0];
  if (!banner) return null;
  return (
    <div className={styles.inlineBanner} data-testid="home-inline-banner">
      <BannerSlide banner={banner} />
    </div>
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
  const data = useLoaderData() as ExtensionListData;
  const params = { type: 'extension' as const, sort, category, language, home: true };
  const list = usePagedList(data.list, (last) => last && productPageHref(params, last));

  // A failed home list is logged and shown as an empty list.
  useEffect(() => {
    if (list.error) logError('Extension list failed to load', list.error);
  }, [list.error]);

  const products = list.pages.flatMap((page) => page.products);
  if (products.length === 0) return <EmptyState />;
  const { highlighted, groups } = splitHomeGroups(products);
  return (
    <div className={styles.list}>
      {category === null && <HomeOutsideSection />}
      {/* Hidden section headings keep the outline in order: page title, section, card names. */}
      <section aria-labelledby="home-highlighted">
        <h2 id="home-highlighted" className="visually-hidden">
          {t('extensions.highlighted')}
        </h2>
        <ProductGrid products={highlighted} highlight testId="highlighted-grid" eager={4} />
      </section>
      {groups.map((group, index) => (
        <Fragment key={group[0]?.extensionId ?? index}>
          {index === 0 && <InlineBanner />}
          <section aria-labelledby={`home-group-${index}`} data-testid="product-group">
            <h2 id={`home-group-${index}`} className="visually-hidden">
              {t('extensions.group', { index: index + 1 })}
            </h2>
            <ProductGrid products={group} />
          </section>
        </Fragment>
      ))}
      {list.hasMore && <LoadMore onLoad={list.loadMore} loading={list.loading} />}
    </div>
  );
}
