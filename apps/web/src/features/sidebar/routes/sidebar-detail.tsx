import { abbreviateCount, type ProductDetail } from '@lagoon/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { AppLink, useCurrentHl } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { LockIcon } from '../../../components/icons';
import { ProductIcon } from '../../../components/product/product-icon';
import { RatingStars } from '../../../components/product/rating-stars';
import { StatusPanel } from '../../../components/status-panel';
import { useTranslation } from '../../../i18n/react';
import { useErrorText } from '../../../i18n/use-area';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { appendHl } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';
import { InstallButton } from '../../detail/components/install-button';
import { ReportItem } from '../../detail/components/report-item';
import { displayedSlides, localizedText } from '../../detail/detail-content';
// The store's item page's parts; the panel's item page shares that page's chunk.
import { Fact } from '../../detail/routes/detail-page';
import { RatingsSection } from '../../ratings/components/ratings-section';
import { useSession } from '../../session';
import { OpenInStore } from '../components/open-in-store';
import { SidebarWallpaper } from '../components/sidebar-wallpaper';
import { isInaccessible } from '../sidebar-head';
import type { SidebarDetailData } from '../sidebar-loader';
import { sidebarHref } from '../sidebar-pages';
import styles from './sidebar-detail.module.css';

/**
 * /sidebar/detail/:extensionId — an item in the panel: what it is, its install button, its
 * screenshots and description, its ratings and reviews, which a signed-in visitor writes
 * here too, and "Report this item". Wallpapers show their photo and likes and are applied (and
 * reported) from the store's page.
 */
export function SidebarDetail({ data }: { data: SidebarDetailData }) {
  const { revalidate } = useRevalidator();
  const { product } = data;
  if (product.error) {
    if (isInaccessible(product.error)) return <Inaccessible />;
    return <ErrorState error={product.error} onRetry={() => void revalidate()} />;
  }
  if (product.data.productType === 'theme') return <SidebarWallpaper theme={product.data} />;
  return <ItemDetail key={product.data.extensionId} product={product.data} data={data} />;
}

/** "Unable to access", with the way back to the sidebar's home (not the store's, in the panel). */
function Inaccessible() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <StatusPanel
      icon={<LockIcon size={30} />}
      title={t('notFound.title')}
      message={errorText('NOT_FOUND')}
      testId="not-found"
      headingLevel={1}
      actions={
        <AppLink to={sidebarHref.home()} className="button button-primary">
          {t('sidebar.nav.home')}
        </AppLink>
      }
    />
  );
}

function ItemDetail({ product, data }: { product: ProductDetail; data: SidebarDetailData }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const hl = useCurrentHl();
  const text = localizedText(product, language);
  const screenshots = displayedSlides(product.slides, language);
  const summary = data.ratings.data?.summary;
  const score = summary?.score ?? product.score;
  const ratingCount = summary?.count ?? product.reviewCount;
  // Signing in (to rate or to report) happens in another tab, on the store's page of the item.
  const signInElsewhere = appendHl(`/detail/${product.extensionId}`, hl);
  useReadAgainOnReturn();
  return (
    <article className={styles.detail} data-testid="sidebar-detail">
      <header className={styles.hero}>
        <ProductIcon src={product.icon} name={text.name} size={56} />
        <div className={styles.heroText}>
          <h1 className={styles.name} data-testid="sidebar-product-name">
            {text.name}
          </h1>
          {product.developer && (
            <p className={styles.developer}>{t('product.by', { name: product.developer.name })}</p>
          )}
          <p className={styles.stats} data-testid="sidebar-rating-summary">
            <RatingStars score={score} size={13} />
            <span data-count={ratingCount}>
              {t('product.reviewCount', { value: formatNumber(ratingCount, i18n.language) })}
            </span>
            <span>{t('product.users', { value: abbreviateCount(product.usercount) })}</span>
          </p>
        </div>
      </header>
      <div className={styles.actions}>
        <InstallButton key={product.extensionId} product={product} />
        <OpenInStore extensionId={product.extensionId} />
      </div>
      <p className={styles.hint}>{t('sidebar.installHint')}</p>

      {screenshots.length > 0 && (
        <section aria-labelledby="sidebar-screenshots" className={styles.section}>
          <h2 id="sidebar-screenshots" className={styles.sectionTitle}>
            {t('sidebar.screenshots')}
          </h2>
          <ul
            className={styles.slides}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the row of screenshots by focusing it
            tabIndex={0}
            aria-labelledby="sidebar-screenshots"
            data-testid="sidebar-slides"
          >
            {screenshots.map((slide, index) => (
              <li key={slide.url}>
                <img
                  src={slide.url}
                  alt=""
                  width={1280}
                  height={800}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className={styles.slide}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <Description text={text.description} />
      <Facts product={product} />

      <div className={styles.ratings}>
        <SignedInElsewhere />
        <RatingsSection
          key={product.extensionId}
          product={product}
          first={data.ratings}
          anonymous={data.ratingsAnonymous}
          signInElsewhere={signInElsewhere}
        />
      </div>
      <ReportItem product={product} name={text.name} signInElsewhere={signInElsewhere} />
    </article>
  );
}

/** The description, a few lines of it until the visitor asks for the rest. */
function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('sidebar.description')}
      </h2>
      <p
        id={id}
        className={open ? styles.description : `${styles.description} ${styles.collapsed}`}
        data-testid="sidebar-description"
      >
        {text}
      </p>
      <button
        type="button"
        className={`button button-ghost button-small ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        data-testid="sidebar-description-toggle"
      >
        {open ? t('sidebar.showLess') : t('sidebar.showMore')}
      </button>
    </section>
  );
}

/** Version, update, size, category and the developer's site, as the store's page lists them. */
function Facts({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const updated = formatDate(product.updateAt, i18n.language);
  const size = formatBytes(product.size, i18n.language);
  const category = product.category?.name;
  const homepage = product.developer?.homepage;
  return (
    <section aria-labelledby="sidebar-facts" className={styles.section}>
      <h2 id="sidebar-facts" className={styles.sectionTitle}>
        {t('product.details')}
      </h2>
      <dl className={styles.facts} data-testid="sidebar-facts">
        {product.version && <Fact label={t('product.version')} value={product.version} />}
        {updated && <Fact label={t('product.updated')} value={updated} />}
        {size && <Fact label={t('product.size')} value={size} />}
        {category && <Fact label={t('product.category')} value={category} />}
        {homepage && (
          <Fact
            label={t('product.website')}
            value={
              <a href={homepage} target="_blank" rel="noopener noreferrer">
                {homepage}
              </a>
            }
          />
        )}
      </dl>
    </section>
  );
}

/**
 * Sign-in happens in another tab (the portal cannot be shown in the panel). A signed-out
 * visitor who comes back to the panel is read again, so the page shows them signed in; the
 * button does the same on request.
 */
function SignedInElsewhere() {
  const { t } = useTranslation();
  const session = useSession();
  const { revalidate, state } = useRevalidator();
  if (!session.isResolved || session.isAuthenticated) return null;
  return (
    <p className={styles.hint} data-testid="sidebar-signed-in-elsewhere">
      <span>{t('sidebar.signInHint')}</span> <span>{t('sidebar.signedInElsewhere')}</span>{' '}
      <button
        type="button"
        className="button button-ghost button-small"
        disabled={state === 'loading'}
        onClick={() => void revalidate()}
        data-testid="sidebar-reload"
      >
        {t('sidebar.reload')}
      </button>
    </p>
  );
}

/** At most one read every few seconds when the panel comes back to the front. */
const RETURN_READ_INTERVAL_MS = 3000;

/**
 * While the visitor is signed out, the page (and who is visiting) is read again whenever the
 * panel is back in front: signing in happens in another tab, and this page then shows the
 * visitor's own rating and the form without a reload.
 */
function useReadAgainOnReturn() {
  const session = useSession();
  const { revalidate } = useRevalidator();
  const signedOut = session.isResolved && !session.isAuthenticated;
  const last = useRef(0);
  useEffect(() => {
    if (!signedOut) return;
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - last.current < RETURN_READ_INTERVAL_MS) return;
      last.current = Date.now();
      void revalidate();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [signedOut, revalidate]);
}
