import type { Product } from '@lagoon/contract';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import styles from './detail-components.module.css';

/** The item's address in the store, with a button that copies it. */
export function StoreLinkCopy({ product }: { product: Product }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const link = product.storeLink ?? `${window.location.origin}/detail/${product.extensionId}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      snackbar.show(t('product.linkCopied'));
    } catch {
      snackbar.show(t('errors.INTERNAL_ERROR'));
    }
  };
  return (
    <div className={styles.storeLink}>
      <label className={styles.storeLinkLabel} htmlFor="store-link">
        {t('product.storeLink')}
      </label>
      <div className={styles.storeLinkRow}>
        <input
          id="store-link"
          className={styles.storeLinkInput}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="store-link"
        />
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={copy}
          data-testid="copy-store-link"
        >
          {t('product.copyLink')}
        </button>
      </div>
    </div>
  );
}
