import type { Product } from '@lagoon/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import applyStyles from '../../wallpapers/apply/apply.module.css';
import { LikeButton } from '../../wallpapers/components/like-button';
import { wallpaperImages } from '../../wallpapers/wallpaper-image';
import styles from './detail-components.module.css';
import { InstallButton } from './install-button';
import { ProductMarks } from './product-marks';

/** The time, refreshed every second while shown. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function DigitalClock() {
  const { i18n } = useTranslation();
  const now = useNow();
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
  return (
    <time className={`${styles.clock} ${styles.digital}`} data-testid="clock-digital">
      {time}
    </time>
  );
}

function AnalogClock() {
  const now = useNow();
  const minutes = now.getMinutes();
  const hours = (now.getHours() % 12) + minutes / 60;
  const hand = (angle: number, length: number, width: number) => (
    <line
      x1="50"
      y1="50"
      x2={50 + length * Math.sin((angle * Math.PI) / 180)}
      y2={50 - length * Math.cos((angle * Math.PI) / 180)}
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap="round"
    />
  );
  return (
    <svg
      className={styles.clock}
      width="120"
      height="120"
      viewBox="0 0 100 100"
      aria-hidden="true"
      data-testid="clock-analog"
    >
      <circle cx="50" cy="50" r="46" fill="none" stroke="currentColor" strokeWidth="3" />
      {hand(hours * 30, 24, 5)}
      {hand(minutes * 6, 36, 3)}
    </svg>
  );
}

/** A wallpaper's detail: its pictures as a new tab would show them, and what comes with it. */
export function WallpaperDetail({
  theme,
  preview,
  children,
}: {
  theme: Product;
  preview: boolean;
  /** What follows the wallpaper: its ratings and reviews. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(theme.name);
  const images = wallpaperImages(theme);
  const [shown, setShown] = useState(0);
  const attributes = theme.theme;
  const photoCount = attributes?.photoCount ?? images.length;
  const current = images[shown] ?? images[0];
  return (
    <article className={styles.wallpaper} data-testid="wallpaper-detail">
      {preview && <p data-testid="preview-notice">{t('product.previewNotice')}</p>}
      <div className={styles.wallpaperHead}>
        <div>
          <h1 className={styles.wallpaperTitle} data-testid="product-name">
            {theme.name}
          </h1>
          <ul className={styles.wallpaperFacts}>
            <li>
              {/* A preview shows the draft to its developer: nothing there to like. */}
              {preview ? (
                <span data-testid="wallpaper-likes">
                  {t('wallpapers.likes', { value: formatNumber(theme.likeCount, i18n.language) })}
                </span>
              ) : (
                <LikeButton
                  key={theme.extensionId}
                  extensionId={theme.extensionId}
                  likeCount={theme.likeCount}
                  blocked={theme.blocked}
                />
              )}
            </li>
            <li data-testid="wallpaper-photos">
              {t('wallpapers.photos', { value: formatNumber(photoCount, i18n.language) })}
            </li>
            {attributes && (
              <li>{attributes.notices ? t('wallpapers.noticesOn') : t('wallpapers.noticesOff')}</li>
            )}
            {attributes && (
              <li>
                {attributes.topSites ? t('wallpapers.topSitesOn') : t('wallpapers.topSitesOff')}
              </li>
            )}
            {attributes && <li>{t(`wallpapers.clock.${attributes.clock}`)}</li>}
            <ProductMarks product={theme} />
          </ul>
        </div>
        <div className={applyStyles.actions}>
          <InstallButton key={theme.extensionId} product={theme} />
        </div>
      </div>
      <div className={styles.stage}>
        {current && <img src={current.image} alt={theme.name} data-testid="wallpaper-image" />}
        {attributes?.clock === 'analog' ? <AnalogClock /> : <DigitalClock />}
        {attributes?.topSites && (
          <div className={styles.topSites} aria-hidden="true" data-testid="wallpaper-top-sites">
            <span />
            <span />
            <span />
            <span />
            <span />
          </div>
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('wallpapers.photoList')}>
          {images.map((photo, index) => (
            <li key={photo.image}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === shown}
                aria-label={t('wallpapers.showPhoto', { index: index + 1 })}
                onClick={() => setShown(index)}
              >
                <img src={photo.thumbnail} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {theme.description && <p>{theme.description}</p>}
      {children}
    </article>
  );
}
