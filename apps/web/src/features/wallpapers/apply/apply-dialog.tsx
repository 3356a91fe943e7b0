import type { Product } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../session';
import { wallpaperImages } from '../wallpaper-image';
import styles from './apply.module.css';
import type { ApplyUnavailable } from './apply-machine';

/**
 * Apply where it cannot work: why (this browser is not connected to the store, or the window
 * is incognito or a guest's), how to get there, and the wallpaper's photos to download in the
 * meantime. Its own chunk, with the dialog library: the button loads it the first time it
 * opens.
 */
export default function ApplyDialog({
  theme,
  reason,
  open,
  onOpenChange,
}: {
  theme: Product;
  reason: ApplyUnavailable;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const photos = wallpaperImages(theme);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={reason === 'secret' ? t('wallpapers.applySecretTitle') : t('install.setupTitle')}
      testId="wallpaper-apply-dialog"
      actions={
        <button type="button" className="button button-primary" onClick={() => onOpenChange(false)}>
          {t('common.ok')}
        </button>
      }
    >
      {reason === 'secret' ? (
        <p>{t('wallpapers.applySecretBody')}</p>
      ) : (
        <>
          <p>{t('wallpapers.applySetupBody')}</p>
          <p>{t('wallpapers.applySetupPolicy')}</p>
          {isAdmin && (
            <p>
              <AppLink to="/admin/browsers" data-testid="wallpaper-apply-admin-link">
                {t('install.setupAdminLink')}
              </AppLink>
            </p>
          )}
        </>
      )}
      {photos.length > 0 && (
        <>
          <p>{t('wallpapers.applyDownloadHint')}</p>
          <ul className={styles.download}>
            {photos.map((photo, index) => (
              <li key={photo.image}>
                <a
                  className={`button ${index === 0 ? 'button-primary' : 'button-secondary'} button-small`}
                  href={photo.image}
                  download
                  data-testid={index === 0 ? 'wallpaper-download' : 'wallpaper-download-more'}
                >
                  {photos.length === 1
                    ? t('wallpapers.applyDownload')
                    : t('wallpapers.applyDownloadPhoto', { index: index + 1 })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
