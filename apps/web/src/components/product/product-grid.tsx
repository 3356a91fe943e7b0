import type { Product } from '@lagoon/contract';
import { ProductCard } from './product-card';
import cardStyles from './product-card.module.css';
import styles from './product-grid.module.css';

export function ProductGrid({
  products,
  highlight = false,
  testId = 'product-grid',
  eager = 0,
}: {
  products: readonly Product[];
  /** Larger cards, for the first items of a home list. */
  highlight?: boolean;
  testId?: string;
  /** How many cards are in view as the page opens: their images load at once, not lazily. */
  eager?: number;
}) {
  return (
    <ul
      className={highlight ? `${styles.grid} ${styles.highlight}` : styles.grid}
      data-testid={testId}
    >
      {products.map((product, index) => (
        <li key={product.extensionId} className={styles.cell}>
          <ProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Grey cards shown while the first page loads. Each is built from the real card's classes (same
 * image ratio, icon, text lines and stats row), so the cards that replace it take exactly its
 * place and nothing below moves.
 */
export function ProductGridSkeleton({
  count = 8,
  highlight = false,
}: {
  count?: number;
  /** The larger cards of the first items of a home list. */
  highlight?: boolean;
}) {
  return (
    <ul
      className={highlight ? `${styles.grid} ${styles.highlight}` : styles.grid}
      aria-hidden="true"
      data-testid="product-grid-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={styles.cell}>
          <div className={`${cardStyles.card} ${styles.skeleton}`}>
            <div className={`${cardStyles.media} ${styles.shimmer}`} />
            <div className={cardStyles.body}>
              <div className={cardStyles.identity}>
                <span className={`${styles.icon} ${styles.shimmer}`} />
                <div className={styles.names}>
                  <p className={`${cardStyles.name} ${styles.heading}`}>
                    <span className={`${styles.bar} ${styles.shimmer}`} />
                  </p>
                  <p className={cardStyles.developer}>
                    <span className={`${styles.bar} ${styles.barShort} ${styles.shimmer}`} />
                  </p>
                </div>
              </div>
              <p className={`${cardStyles.category} ${styles.category}`}>
                <span className={`${styles.bar} ${styles.shimmer}`} />
              </p>
              <div className={cardStyles.meta}>
                <p className={styles.metaLine}>
                  <span className={`${styles.bar} ${styles.barShort} ${styles.shimmer}`} />
                </p>
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
