import type { Product } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import { wallpaperImages } from '../../wallpapers/wallpaper-image';
import styles from '../routes/sidebar-detail.module.css';
import { OpenInStore } from './open-in-store';

/**
 * A wallpaper in the panel: its first photo, its likes and the way to the store's page, where
 * it is applied (the panel is too small to show it as a new tab would).
 */
export function SidebarWallpaper({ theme }: { theme: Product }) {
  const { t, i18n } = useTranslation();
  const photo = wallpaperImages(theme)[0];
  const likes = theme.theme?.themeDrafts[0]?.likeCount ?? theme.likeCount;
  return (
    <article className={styles.detail} data-testid="sidebar-wallpaper">
      <h1 className={styles.name} data-testid="sidebar-product-name">
        {theme.name}
      </h1>
      {photo && (
        <img
          src={photo.image}
          alt={theme.name}
          className={styles.photo}
          data-testid="sidebar-wallpaper-photo"
        />
      )}
      <p className={styles.stats} data-testid="sidebar-wallpaper-likes" data-count={likes}>
        {t('sidebar.likes', { value: formatNumber(likes, i18n.language) })}
      </p>
      <div className={styles.actions}>
        <OpenInStore extensionId={theme.extensionId} />
      </div>
      <p className={styles.hint}>{t('sidebar.wallpaperHint')}</p>
      {theme.description && <p className={styles.description}>{theme.description}</p>}
    </article>
  );
}
