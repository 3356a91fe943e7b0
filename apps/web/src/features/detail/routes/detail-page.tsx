import { abbreviateCount, type ProductDetail } from '@lagoon/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { categoryLabel } from '../../../components/product/category-label';
import { ProductIcon } from '../../../components/product/product-icon';
import { RatingStars } from '../../../components/product/rating-stars';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isNotFoundError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/use-language';
import { useProductDetail } from '../api/get-product-detail';
import styles from './detail-page.module.css';

/** Route ids are 32 word characters (spec §2); anything else cannot name an item. */
const ROUTE_EXTENSION_ID = /^\w{32}$/;

/** /detail/:extensionId/:mode(preview)? */
export function DetailPage() {
  const { extensionId = '', mode } = useParams();
  if (!ROUTE_EXTENSION_ID.test(extensionId) || (mode !== undefined && mode !== 'preview')) {
    return <NotFound />;
  }
  return <ProductDetailView extensionId={extensionId} preview={mode === 'preview'} />;
}

function ProductDetailView({ extensionId, preview }: { extensionId: string; preview: boolean }) {
  const language = useLanguage();
  const detail = useProductDetail({ extensionId, preview, language });
  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    if (isNotFoundError(detail.error)) return <NotFound />;
    return <ErrorState error={detail.error} onRetry={() => detail.refetch()} />;
  }
  return <ProductOverview product={detail.data} preview={preview} />;
}

function ProductOverview({ product, preview }: { product: ProductDetail; preview: boolean }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(product.name);
  const category = categoryLabel(t, product.category);
  const updated = formatDate(product.updateAt, i18n.language);
  const screenshots = product.slides.slice(0, 4);
  return (
    <article className={styles.detail} data-testid="product-detail">
      {preview && (
        <p className={styles.notice} data-testid="preview-notice">
          {t('product.previewNotice')}
        </p>
      )}
      <header className={styles.hero}>
        <ProductIcon src={product.icon} name={product.name} size={96} />
        <div className={styles.heroText}>
          <h1 className={styles.name} data-testid="product-name">
            {product.name}
          </h1>
          {product.developer && (
            <p className={styles.developer}>{t('product.by', { name: product.developer.name })}</p>
          )}
          <div className={styles.stats}>
            <RatingStars score={product.score} size={16} />
            <span>{t('product.users', { value: abbreviateCount(product.usercount) })}</span>
            {category && <span className={styles.chip}>{category}</span>}
            {product.blocked && (
              <span className={styles.blocked} data-testid="blocked-badge">
                {t('product.blocked')}
              </span>
            )}
          </div>
        </div>
      </header>

      {screenshots.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('product.screenshots')}</h2>
          <ul className={styles.slides}>
            {screenshots.map((slide) => (
              <li key={slide.url}>
                <img src={slide.url} alt="" loading="lazy" className={styles.slide} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className={styles.columns}>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('product.overview')}</h2>
          <p className={styles.description} data-testid="product-description">
            {product.description}
          </p>
          {product.changeLog && (
            <>
              <h3 className={styles.subTitle}>{t('product.changeLog')}</h3>
              <p className={styles.description}>{product.changeLog}</p>
            </>
          )}
        </section>
        <aside className={styles.facts}>
          <h2 className={styles.sectionTitle}>{t('product.details')}</h2>
          <dl className={styles.factList}>
            {product.version && <Fact label={t('product.version')} value={product.version} />}
            {updated && <Fact label={t('product.updated')} value={updated} />}
            <Fact label={t('product.usersTitle')} value={abbreviateCount(product.usercount)} />
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
        </aside>
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
