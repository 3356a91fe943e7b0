import type { Product } from '@lagoon/contract';
import { useTranslation } from 'react-i18next';

/**
 * The install button in its initial state: "Add" for extensions and web apps, "Apply" for
 * wallpapers, and a disabled "Blocked by admin" for blocked items (spec §4).
 */
export function InstallButton({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (product.blocked) {
    return (
      <button
        type="button"
        className="button button-secondary"
        disabled
        data-testid="install-button"
      >
        {t('product.blocked')}
      </button>
    );
  }
  const label = product.productType === 'theme' ? t('install.apply') : t('install.add');
  return (
    <button type="button" className="button button-primary" data-testid="install-button">
      {label}
    </button>
  );
}
