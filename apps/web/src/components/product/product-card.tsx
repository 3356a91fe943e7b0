import { abbreviateCount, type Product } from '@lagoon/contract';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app-link';
import { UsersIcon } from '../icons';
import { categoryLabel } from './category-label';
import styles from './product-card.module.css';
import { ProductIcon } from './product-icon';
import { RatingStars } from './rating-stars';

/** One item in a list: promotional image, icon, name, developer, category, rating and users. */
export function ProductCard({ product }: { product: Product }) {
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
            loading="lazy"
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
