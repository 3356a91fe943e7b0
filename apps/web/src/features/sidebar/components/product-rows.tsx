import { abbreviateCount, type Product } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { UsersIcon } from '../../../components/icons';
import { ProductIcon } from '../../../components/product/product-icon';
import { RatingStars } from '../../../components/product/rating-stars';
import { useTranslation } from '../../../i18n/react';
import { wallpaperImage } from '../../wallpapers/wallpaper-image';
import { sidebarHref } from '../sidebar-pages';
import styles from './product-rows.module.css';

/**
 * Items as compact rows, one a line: icon (a wallpaper's picture), name, rating and users.
 * Each row opens the item's page in the sidebar.
 */
export function ProductRows({
  products,
  testId = 'sidebar-product-rows',
}: {
  products: readonly Product[];
  testId?: string;
}) {
  return (
    <ul className={styles.rows} data-testid={testId}>
      {products.map((product) => (
        <li key={product.extensionId}>
          <ProductRow product={product} />
        </li>
      ))}
    </ul>
  );
}

function ProductRow({ product }: { product: Product }) {
  const { t } = useTranslation();
  const users = t('product.users', { value: abbreviateCount(product.usercount) });
  const wallpaper = product.productType === 'theme';
  const picture = wallpaper ? wallpaperImage(product) : product.icon;
  return (
    <AppLink
      to={sidebarHref.detail(product.extensionId)}
      className={styles.row}
      data-testid="sidebar-product-row"
      data-extension-id={product.extensionId}
    >
      {wallpaper && picture ? (
        <img className={styles.picture} src={picture} alt="" loading="lazy" decoding="async" />
      ) : (
        <ProductIcon src={picture} name={product.name} size={40} />
      )}
      <span className={styles.text}>
        <span className={styles.name} data-testid="sidebar-product-name">
          {product.name}
        </span>
        <span className={styles.meta}>
          <RatingStars score={product.score} size={12} />
          <span className={styles.users} title={users}>
            <UsersIcon size={13} />
            <span aria-hidden="true">{abbreviateCount(product.usercount)}</span>
            <span className="visually-hidden">{users}</span>
          </span>
        </span>
      </span>
    </AppLink>
  );
}
