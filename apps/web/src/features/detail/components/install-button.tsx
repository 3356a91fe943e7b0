import type { Product } from '@lagoon/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';

/**
 * The install button in its initial state: "Add" for extensions and web apps, "Apply" for
 * wallpapers (spec §4). A blocked item shows "Blocked by admin"; pressing it explains, in the
 * install-blocked dialog with the item's name and id, that an administrator blocked it.
 */
export function InstallButton({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [blockedOpen, setBlockedOpen] = useState(false);
  if (product.blocked) {
    return (
      <>
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          data-testid="install-button"
          onClick={() => setBlockedOpen(true)}
        >
          {t('product.blocked')}
        </button>
        <Dialog
          open={blockedOpen}
          onOpenChange={setBlockedOpen}
          title={t('install.blockedTitle')}
          testId="install-blocked-dialog"
          actions={
            <button
              type="button"
              className="button button-primary"
              onClick={() => setBlockedOpen(false)}
            >
              {t('common.ok')}
            </button>
          }
        >
          <p>{t('errors.INSTALL_BLOCKED')}</p>
          <dl>
            <dt>{t('install.blockedName')}</dt>
            <dd>{product.name}</dd>
            <dt>{t('install.blockedId')}</dt>
            <dd>
              <code>{product.extensionId}</code>
            </dd>
          </dl>
        </Dialog>
      </>
    );
  }
  const label = product.productType === 'theme' ? t('install.apply') : t('install.add');
  return (
    <button type="button" className="button button-primary" data-testid="install-button">
      {label}
    </button>
  );
}
