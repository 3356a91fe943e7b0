import type { Product } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import styles from './detail-components.module.css';

/**
 * Mature content, made by Whale, a Manifest V2 package (which current Chrome and Chromium no
 * longer run), and blocked by an administrator.
 */
export function ProductMarks({ product }: { product: Product }) {
  const { t } = useTranslation();
  const byWhale = (product as Product & { byWhale?: boolean }).byWhale === true;
  return (
    <>
      {product.matureContent && (
        <span className={styles.mark} data-testid="mature-mark">
          {t('product.matureContent')}
        </span>
      )}
      {byWhale && (
        <span className={styles.mark} data-testid="by-whale-mark">
          {t('product.byWhale')}
        </span>
      )}
      {product.manifestVersion === 2 && (
        <span className={`${styles.mark} ${styles.caution}`} data-testid="manifest-v2-mark">
          {t('product.manifestV2')}
        </span>
      )}
      {product.blocked && (
        <span className={`${styles.mark} ${styles.danger}`} data-testid="blocked-badge">
          {t('product.blocked')}
        </span>
      )}
    </>
  );
}
