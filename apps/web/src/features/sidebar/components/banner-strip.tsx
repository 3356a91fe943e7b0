import type { Banner } from '@lagoon/contract';
import { AppLink, useCurrentHl } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { appendHl } from '../../../lib/language';
import { panelLink } from '../banner-links';
import styles from './banner-strip.module.css';

/**
 * The featured banners as a row the visitor swipes or scrolls through (each nearly the panel's
 * width), rather than the home's rotating hero: nothing moves by itself in a narrow panel.
 */
export function BannerStrip({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('sidebar.banners')} data-testid="sidebar-banners">
      <ul className={styles.banners}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.bannerItem}>
            <BannerCard banner={banner} eager={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The first banner is in view as the page opens; the others load as they scroll in. */
function BannerCard({ banner, eager }: { banner: Banner; eager: boolean }) {
  const { t } = useTranslation();
  const hl = useCurrentHl();
  const link = panelLink(banner.linkUrl);
  const content = (
    <>
      <span
        className={styles.bannerFrame}
        style={banner.backgroundColor ? { background: banner.backgroundColor } : undefined}
      >
        <img
          src={banner.image}
          alt=""
          className={styles.bannerImage}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </span>
      <span className={styles.bannerTitle}>{banner.title}</span>
    </>
  );
  if (link?.kind === 'panel') {
    return (
      <AppLink to={link.to} className={styles.banner} data-testid="sidebar-banner">
        {content}
      </AppLink>
    );
  }
  if (link?.kind === 'tab') {
    return (
      <a
        href={appendHl(link.href, link.href.startsWith('/') ? hl : null)}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.banner}
        data-testid="sidebar-banner"
      >
        {content}
        <span className="visually-hidden"> ({t('sidebar.opensInNewTab')})</span>
      </a>
    );
  }
  return (
    <div className={styles.banner} data-testid="sidebar-banner">
      {content}
    </div>
  );
}
