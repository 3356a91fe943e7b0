import type { Banner } from '@lagoon/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
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

/**
 * One banner: image, title and description on its background colour. The link covers the whole
 * banner and is named by the title; the title and description are drawn over it as plain text
 * (clicks pass through to the link), so the link's name is exactly its label and the
 * description is read once, after it.
 */
export function BannerSlide({ banner, hero = false }: { banner: Banner; hero?: boolean }) {
  return (
    <div className={hero ? styles.hero : styles.inline}>
      <BannerLink
        href={banner.linkUrl}
        className={styles.link}
        testId="banner"
        label={banner.title}
      >
        <span
          className={styles.frame}
          style={banner.backgroundColor ? { background: banner.backgroundColor } : undefined}
        >
          {/* The hero is what a home page shows largest: it loads first. */}
          <img
            src={banner.image}
            alt=""
            className={styles.image}
            decoding="async"
            fetchPriority={hero ? 'high' : undefined}
          />
        </span>
      </BannerLink>
      <span className={styles.text}>
        <strong className={styles.title} aria-hidden="true">
          {banner.title}
        </strong>
        {banner.description && <span className={styles.description}>{banner.description}</span>}
      </span>
    </div>
  );
}

/** The hero strip's place while its banners load, so the page below does not move when they come. */
export function BannerCarouselSkeleton() {
  return (
    <div className={styles.carousel} aria-hidden="true" data-testid="banner-skeleton">
      <div className={styles.hero}>
        <div className={styles.frame} />
      </div>
    </div>
  );
}
