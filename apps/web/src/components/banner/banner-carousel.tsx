import type { Banner } from '@lagoon/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './banner.module.css';
import { BannerLink } from './banner-link';

const ROTATE_MS = 7000;

/** The hero strip at the top of a home page: one banner at a time, with dots to pick another. */
export function BannerCarousel({
  banners,
  testId,
}: {
  banners: readonly Banner[];
  testId: string;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  const current = banners[index % Math.max(count, 1)];
  if (!current) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      data-testid={testId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <BannerSlide banner={current} hero />
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t('banners.show', { index: position + 1, count })}
              aria-current={position === index % count ? 'true' : undefined}
              onClick={() => setIndex(position)}
              data-testid="banner-dot"
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** One banner: image, title and description on its background colour. */
export function BannerSlide({ banner, hero = false }: { banner: Banner; hero?: boolean }) {
  return (
    <BannerLink
      href={banner.linkUrl}
      className={hero ? styles.hero : styles.inline}
      testId="banner"
      label={banner.title}
    >
      <span
        className={styles.frame}
        style={banner.backgroundColor ? { background: banner.backgroundColor } : undefined}
      >
        <img src={banner.image} alt="" className={styles.image} decoding="async" />
        <span className={styles.text}>
          <strong className={styles.title}>{banner.title}</strong>
          {banner.description && <span className={styles.description}>{banner.description}</span>}
        </span>
      </span>
    </BannerLink>
  );
}
