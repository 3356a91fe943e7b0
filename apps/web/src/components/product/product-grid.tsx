import type { Product } from '@lagoon/contract';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export function ProductGrid({
  products,
  highlight = false,
  testId = 'product-grid',
}: {
  products: readonly Product[];
  /** Larger cards, for the first items of a home list. */
  highlight?: boolean;
  testId?: string;
}) {
  return (
    <ul
      className={highlight ? `${styles.grid} ${styles.highlight}` : styles.grid}
      data-testid={testId}
    >
      {products.map((product) => (
        <li key={product.extensionId} className={styles.cell}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards shown while the first page loads, so the layout does not jump. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="product-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={styles.cell}>
          <div className={styles.skeleton}>
            <div className={styles.skeletonMedia} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLineShort} />
          </div>
        </li>
      ))}
    </ul>
  );
}
