import {
  abbreviateCount,
  type ProductDetail,
  type RatingPage,
  SCREENSHOT_SIZES,
} from '@lagoon/contract';
import { type ReactNode, useEffect } from 'react';
import { useLoaderData, useLocation, useParams, useRevalidator } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { categoryLabel } from '../../../components/product/category-label';
import { ProductIcon } from '../../../components/product/product-icon';
import { RatingStars } from '../../../components/product/rating-stars';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../i18n/react';
import { isApiError, isNotFoundError } from '../../../lib/api-error';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { setNetworkError, useNetworkError } from '../../../lib/network-error-store';
import type { Read } from '../../../lib/read';
import { useLanguage } from '../../../lib/use-language';
import { RatingsSection } from '../../ratings/components/ratings-section';
import { InstallButton } from '../components/install-button';
import { ManifestDeclarations, PermissionList } from '../components/permission-list';
import { ProductMarks } from '../components/product-marks';
import { ReportItem } from '../components/report-item';
import { StoreLinkCopy } from '../components/store-link-copy';
import { VersionHistory } from '../components/version-history';
import { WallpaperDetail } from '../components/wallpaper-detail';
import { displayedSlides, isUpdatedSlide, localizedText } from '../detail-content';
import type { DetailData } from '../loaders';
import styles from './detail-page.module.css';

/** /detail/:extensionId/:mode(preview)? — the route table turns away other shapes. */
export function DetailPage() {
  const { mode } = useParams();
  return <ProductDetailView preview={mode === 'preview'} />;
}

/** The full screenshot size; its ratio reserves each screenshot's box before the image loads. */
const SCREENSHOT = SCREENSHOT_SIZES[0];

/** Missing items and items the visitor may not see look the same: "Unable to access". */
function isInaccessible(error: unknown): boolean {
  return isNotFoundError(error) || (isApiError(error) && error.status === 403);
}

function ProductDetailView({ preview }: { preview: boolean }) {
  const { pathname } = useLocation();
  const { product: detail, ratings, ratingsAnonymous } = useLoaderData() as DetailData;
  const { revalidate } = useRevalidator();
  const networkError = useNetworkError(pathname);
  const error = detail?.error;

  // A detail load failure is kept as a network error until the route changes.
  useEffect(() => {
    if (error && !isInaccessible(error)) setNetworkError(pathname, error);
  }, [error, pathname]);

  // A preview the server left to the browser.
  if (!detail) return <Spinner />;
  if (detail.error) {
    if (isInaccessible(detail.error)) return <NotFound />;
    return <ErrorState error={networkError ?? detail.error} onRetry={() => void revalidate()} />;
  }
  if (detail.data.productType === 'theme') {
    return (
      <WallpaperDetail theme={detail.data} preview={preview}>
        {ratings && (
          <RatingsSection
            key={detail.data.extensionId}
            product={detail.data}
            first={ratings}
            anonymous={ratingsAnonymous}
          />
        )}
        {!preview && <ReportItem product={detail.data} name={detail.data.name} />}
      </WallpaperDetail>
    );
  }
  return (
    <ProductOverview
      product={detail.data}
      preview={preview}
      ratings={ratings}
      ratingsAnonymous={ratingsAnonymous}
    />
  );
}

function ProductOverview({
  product,
  preview,
  ratings,
  ratingsAnonymous,
}: {
  product: ProductDetail;
  preview: boolean;
  /** Null for a preview, which has no ratings. */
  ratings: Read<RatingPage> | null;
  ratingsAnonymous: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const text = localizedText(product, language);
  useDocumentTitle(text.name);
  const category = categoryLabel(product.category);
  const updated = formatDate(product.updateAt, i18n.language);
  const size = formatBytes(product.size, i18n.language);
  const screenshots = displayedSlides(product.slides, language);
  // The ratings' own summary is read with them and never cached, so it is the one the section
  // below shows too; the item's figures stand in when the ratings could not be read.
  const summary = ratings?.data?.summary;
  const score = summary?.score ?? product.score;
  const ratingCount = summary?.count ?? product.reviewCount;
  // Read without the schema's defaults (see read-products.ts): an older server leaves them out.
  const declared = {
    permissions: product.permissions ?? [],
    hostPermissions: product.hostPermissions ?? [],
  };
  const versions = product.versions ?? [];
  return (
    <article className={styles.detail} data-testid="product-detail">
      {preview && (
        <p className={styles.notice} data-testid="preview-notice">
          {t('product.previewNotice')}
        </p>
      )}
      <header className={styles.hero}>
        <ProductIcon src={product.icon} name={text.name} size={96} />
        <div className={styles.heroText}>
          <h1 className={styles.name} data-testid="product-name">
            {text.name}
          </h1>
          {product.developer && (
            <p className={styles.developer}>{t('product.by', { name: product.developer.name })}</p>
          )}
          <div className={styles.stats}>
            <span className={styles.ratingSummary} data-testid="rating-summary">
              <RatingStars score={score} size={16} />
              <span data-count={ratingCount}>
                {t('product.reviewCount', { value: formatNumber(ratingCount, i18n.language) })}
              </span>
            </span>
            <span>{t('product.users', { value: abbreviateCount(product.usercount) })}</span>
            {category && <span className={styles.chip}>{category}</span>}
            <ProductMarks product={product} />
          </div>
        </div>
        <div className={styles.heroActions}>
          <InstallButton key={product.extensionId} product={product} />
        </div>
      </header>

      {screenshots.length > 0 && (
        <section className={styles.section} aria-labelledby="detail-screenshots">
          <h2 id="detail-screenshots" className={styles.sectionTitle}>
            {t('product.screenshots')}
          </h2>
          <ul
            className={styles.slides}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the row of screenshots by focusing it
            tabIndex={0}
            aria-labelledby="detail-screenshots"
            data-testid="slides"
          >
            {screenshots.map((slide, index) => (
              <li key={slide.url} className={styles.slideItem}>
                {/* The first screenshot is in view as the page opens: it loads at once. */}
                <img
                  src={slide.url}
                  alt=""
                  width={SCREENSHOT?.width}
                  height={SCREENSHOT?.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  className={styles.slide}
                />
                {isUpdatedSlide(slide, versions) && (
                  <span className={styles.updatedMark} data-testid="slide-updated">
                    {t('product.slideUpdated')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('product.overview')}</h2>
            <p className={styles.description} data-testid="product-description">
              {text.description}
            </p>
            {product.changeLog && (
              <>
                <h3 className={styles.subTitle}>{t('product.changeLog')}</h3>
                <p className={styles.description} data-testid="product-change-log">
                  {product.changeLog}
                </p>
              </>
            )}
          </section>
          {/* What the package can do, and its versions: items without one have neither. */}
          {product.version != null && (
            <section
              className={styles.section}
              aria-labelledby="detail-permissions"
              data-testid="permissions-section"
            >
              <h2 id="detail-permissions" className={styles.sectionTitle}>
                {t('permissions.title')}
              </h2>
              <PermissionList {...declared} />
              <ManifestDeclarations {...declared} />
            </section>
          )}
          {versions.length > 0 && (
            <section className={styles.section} aria-labelledby="detail-versions">
              <h2 id="detail-versions" className={styles.sectionTitle}>
                {t('versions.title')}
              </h2>
              <VersionHistory versions={versions} />
            </section>
          )}
          {ratings && (
            <RatingsSection
              key={product.extensionId}
              product={product}
              first={ratings}
              anonymous={ratingsAnonymous}
            />
          )}
        </div>
        <aside className={styles.facts}>
          <h2 className={styles.sectionTitle}>{t('product.details')}</h2>
          <dl className={styles.factList} data-testid="product-facts">
            {product.version && <Fact label={t('product.version')} value={product.version} />}
            {product.manifestVersion != null && (
              <Fact
                label={t('versions.manifestVersion')}
                value={t('versions.manifest', { value: product.manifestVersion })}
                testId="fact-manifest-version"
              />
            )}
            {updated && <Fact label={t('product.updated')} value={updated} />}
            {size && <Fact label={t('product.size')} value={size} />}
            <Fact label={t('product.usersTitle')} value={abbreviateCount(product.usercount)} />
            <Fact
              label={t('product.downloads')}
              value={abbreviateCount(product.downloadcount)}
              testId="fact-downloads"
            />
            {category && <Fact label={t('product.category')} value={category} />}
            {product.developer && (
              <Fact label={t('product.developer')} value={product.developer.name} />
            )}
            {product.developer?.homepage && (
              <Fact
                label={t('product.website')}
                value={
                  <a href={product.developer.homepage} target="_blank" rel="noopener noreferrer">
                    {product.developer.homepage}
                  </a>
                }
              />
            )}
            {product.developer?.email && (
              <Fact
                label={t('product.email')}
                value={<a href={`mailto:${product.developer.email}`}>{product.developer.email}</a>}
              />
            )}
          </dl>
          <StoreLinkCopy product={product} />
        </aside>
      </div>
      {/* Low on the page, as stores place "Report abuse"; a preview is not the public item. */}
      {!preview && <ReportItem product={product} name={text.name} />}
    </article>
  );
}

export function Fact({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.fact} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
