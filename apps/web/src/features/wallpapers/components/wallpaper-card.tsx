import type { Product } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import { AppliedBadge } from '../apply/applied-badge';
import applyStyles from '../apply/apply.module.css';
import { wallpaperImage } from '../wallpaper-image';
import { HeartIcon } from './like-button';
import likeStyles from './like-button.module.css';
import styles from './wallpapers.module.css';

/** A wallpaper in a list: its picture, name and likes; opens the wallpaper detail. */
export function WallpaperCard({ theme }: { theme: Product }) {
  const { t, i18n } = useTranslation();
  const image = wallpaperImage(theme);
  // The wallpaper's own count: search cards' photos carry the photo's number, not this one.
  const likes = theme.likeCount;
  return (
    <AppLink
      to={`/detail/${theme.extensionId}`}
      className={styles.card}
      data-testid="wallpaper-card"
      data-extension-id={theme.extensionId}
    >
      <span className={`${styles.media} ${applyStyles.badgeHost}`}>
        {image && <img src={image} alt="" loading="lazy" decoding="async" />}
        <AppliedBadge extensionId={theme.extensionId} />
      </span>
      <span className={styles.caption}>
        <span className={styles.name}>{theme.name}</span>
        <span className={`${styles.likes} ${likeStyles.count}`} data-count={likes}>
          <HeartIcon size={14} />
          {t('wallpapers.likes', { value: formatNumber(likes, i18n.language) })}
        </span>
      </span>
    </AppLink>
  );
}

export function WallpaperGrid({
  themes,
  testId = 'wallpaper-grid',
}: {
  themes: readonly Product[];
  testId?: string;
}) {
  return (
    <ul className={styles.grid} data-testid={testId}>
      {themes.map((theme) => (
        <li key={theme.extensionId}>
          <WallpaperCard theme={theme} />
        </li>
      ))}
    </ul>
  );
}
