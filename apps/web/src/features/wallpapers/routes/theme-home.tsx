import {
  type Product,
  THEME_LISTS,
  THEMES_FOR_ME_MAX,
  THEMES_SELECTED_RANDOM,
} from '@lagoon/contract';
import { useEffect, useRef } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { BannerCarousel } from '../../../components/banner/banner-carousel';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { isOneOf } from '../../../lib/one-of';
import { usePagedList } from '../../../lib/use-paged-list';
import { WallpaperGrid } from '../components/wallpaper-card';
import styles from '../components/wallpapers.module.css';
import { rememberWallpaperList } from '../last-list';
import { discoverPageHref, type WallpapersData } from '../loaders';
import { selectedNote } from '../selected-note';

/** /wallpapers/:list(recommended|discover) */
export function ThemeHome() {
  const { t } = useTranslation();
  const list = useParams().list;
  const valid = isOneOf(THEME_LISTS, list);
  useEffect(() => {
    if (valid) rememberWallpaperList(list);
  }, [valid, list]);
  if (!valid) return <AppNavigate to="/wallpapers/recommended" />;
  return (
    <Page
      title={t('wallpapers.title')}
      description={t('wallpapers.description')}
      actions={
        <SegmentedLinks
          label={t('wallpapers.listLabel')}
          testIdPrefix="wallpaper-list"
          items={THEME_LISTS.map((value) => ({
            value,
            label: t(`wallpapers.lists.${value}`),
            to: `/wallpapers/${value}`,
            active: value === list,
          }))}
        />
      }
      testId="theme-home"
    >
      {list === 'recommended' ? <Recommended /> : <Discover />}
    </Page>
  );
}

function ThemeBanner() {
  const { banners } = useLoaderData() as WallpapersData;
  if (!banners.data || banners.data.length === 0) return null;
  return <BannerCarousel banners={banners.data} testId="theme-banners" />;
}

function Section({
  id,
  title,
  note,
  themes,
}: {
  id: string;
  title: string;
  /** A line under the title about what the section holds. */
  note?: string | null;
  themes: Product[];
}) {
  if (themes.length === 0) return null;
  return (
    <section aria-labelledby={`themes-${id}`} data-testid={`themes-${id}`}>
      <h2 id={`themes-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {note && (
        <p className={styles.sectionNote} data-testid={`themes-${id}-note`}>
          {note}
        </p>
      )}
      <WallpaperGrid themes={themes} />
    </section>
  );
}

/** The theme tab: for me, selected, hot ("Like Top 30") and picks. */
function Recommended() {
  const { t } = useTranslation();
  const { tab, picks } = useLoaderData() as WallpapersData;
  const sections = tab.data ?? { forMe: [], selected: [], selectedTotal: 0, hot: [] };
  const draw = selectedNote(sections.selected.length, sections.selectedTotal);
  const empty =
    sections.forMe.length + sections.selected.length + sections.hot.length === 0 &&
    (picks.data?.length ?? 0) === 0;
  return (
    <>
      <ThemeBanner />
      {empty ? (
        <EmptyState />
      ) : (
        <div className={styles.sections}>
          <Section
            id="for-me"
            title={t('wallpapers.forMe')}
            themes={sections.forMe.slice(0, THEMES_FOR_ME_MAX)}
          />
          <Section
            id="selected"
            title={t('wallpapers.selected')}
            note={
              draw?.kind === 'all'
                ? t('wallpapers.selectedAll', { count: draw.count, max: THEMES_SELECTED_RANDOM })
                : draw?.kind === 'some'
                  ? t('wallpapers.selectedSome', { shown: draw.shown, count: draw.count })
                  : null
            }
            themes={sections.selected}
          />
          <Section id="hot" title={t('wallpapers.hot')} themes={sections.hot} />
          <Section id="picks" title={t('wallpapers.picks')} themes={picks.data ?? []} />
        </div>
      )}
    </>
  );
}

/** 3 random themes, then pages of 3 as the visitor scrolls, until an empty page ends it. */
function Discover() {
  const { t } = useTranslation();
  // The loader leaves this list to the browser (null): it is random for every visit.
  const discover = usePagedList(null, discoverPageHref);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loading, loadMore } = discover;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, loadMore]);

  const themes = discover.pages.flatMap((page) => page.themes);
  if (themes.length === 0) return loading ? <Spinner /> : <EmptyState />;
  return (
    <div data-testid="discover">
      <WallpaperGrid themes={themes} testId="discover-grid" />
      <div ref={sentinel} />
      {hasMore ? (
        <LoadMore onLoad={loadMore} loading={loading} testId="discover-more" />
      ) : (
        <p className={styles.end} data-testid="discover-end">
          {t('wallpapers.end')}
        </p>
      )}
    </div>
  );
}
