import type { Category } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { ArrowRightIcon } from '../../../components/more-icons';
import { useTranslation } from '../../../i18n/react';
import { BannerStrip } from '../components/banner-strip';
import { CategoryChips } from '../components/category-chips';
import { FirstPageRows, SidebarSection } from '../components/sidebar-section';
import styles from '../sidebar.module.css';
import type { SidebarHomeData } from '../sidebar-loader';
import { sidebarHref } from '../sidebar-pages';

/** /sidebar: the featured banners, the categories, the popular and the new lists. */
export function SidebarHome({ data }: { data: SidebarHomeData }) {
  const { t } = useTranslation();
  const categories: readonly Category[] = data.categories.data ?? [];
  return (
    <div className={styles.page} data-testid="sidebar-home">
      <h1 className="visually-hidden">{t('sidebar.homeTitle')}</h1>
      {data.banners.data && <BannerStrip banners={data.banners.data} />}
      {categories.length > 0 && (
        <SidebarSection title={t('sidebar.categories')} testId="sidebar-categories">
          <CategoryChips categories={categories} active={null} />
        </SidebarSection>
      )}
      <SidebarSection
        title={t('sidebar.popular')}
        action={<SeeAll to={sidebarHref.category('all', 'popular')} testId="sidebar-popular-all" />}
        testId="sidebar-popular"
      >
        <FirstPageRows list={data.popular} testId="sidebar-popular-rows" />
      </SidebarSection>
      <SidebarSection
        title={t('sidebar.new')}
        action={<SeeAll to={sidebarHref.category('all', 'new')} testId="sidebar-new-all" />}
        testId="sidebar-new"
      >
        <FirstPageRows list={data.fresh} testId="sidebar-new-rows" />
      </SidebarSection>
      <AppLink
        to={sidebarHref.mobile()}
        className={styles.mobileCard}
        data-testid="sidebar-mobile-link"
      >
        <span className={styles.mobileCardText}>
          <strong>{t('sidebar.mobileLink')}</strong>
          <span>{t('sidebar.mobileLinkText')}</span>
        </span>
        <ArrowRightIcon size={18} />
      </AppLink>
    </div>
  );
}

function SeeAll({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <AppLink to={to} className={styles.more} data-testid={testId}>
      {t('sidebar.seeAll')}
    </AppLink>
  );
}
