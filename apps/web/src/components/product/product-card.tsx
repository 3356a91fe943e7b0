import { abbreviateCount, PROMO_IMAGE_SIZES, type Product } from '@lagoon/contract';
import { useTranslation } from '../../i18n/react';
import { AppLink } from '../app-link';
import { UsersIcon } from '../icons';
import { categoryLabel } from './category-label';
import styles from './product-card.module.css';
import { ProductIcon } from './product-icon';
import { RatingStars } from './rating-stars';

/** The full promotional image size; its ratio reserves the image's box before it loads. */
const PROMO_IMAGE = PROMO_IMAGE_SIZES[0];

/** One item in a list: promotional image, icon, name, developer, category, rating and users. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  const category = categoryLabel(product.category);
  const users = abbreviateCount(product.usercount);
  return (
    <AppLink
      to={`/detail/${product.extensionId}`}
      className={styles.card}
      data-testid="product-card"
      data-extension-id={product.extensionId}
    >
      <div className={styles.media}>
        {product.image ? (
          <img
            className={styles.image}
            src={product.image}
            alt=""
            width={PROMO_IMAGE?.width}
            height={PROMO_IMAGE?.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className={styles.backdrop}>
            <ProductIcon src={product.icon} name={product.name} size={72} />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.identity}>
          <ProductIcon src={product.icon} name={product.name} size={44} />
          <div className={styles.names}>
            <h3 className={styles.name} data-testid="product-card-name">
              {product.name}
            </h3>
            {product.developer && <p className={styles.developer}>{product.developer.name}</p>}
          </div>
        </div>
        {category && (
          <p className={styles.category} data-testid="product-card-category">
            {category}
          </p>
        )}
        <div className={styles.meta}>
          <RatingStars score={product.score} />
          <span className={styles.users} title={t('product.users', { value: users })}>
            <UsersIcon size={15} />
            <span aria-hidden="true">{users}</span>
            <span className="visually-hidden">{t('product.users', { value: users })}</span>
          </span>
        </div>
      </div>
    </AppLink>
  );
}
