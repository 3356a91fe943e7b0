import { useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { ExternalIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import { opensInPanel } from '../mobile-sites';
import type { SidebarMobileSiteData } from '../sidebar-loader';
import { sidebarHref } from '../sidebar-pages';
import { SiteIcon } from './sidebar-mobile';
import styles from './sidebar-mobile.module.css';

/**
 * /sidebar/mobile/:siteId — a mobile website inside the panel, under a bar that goes back to
 * the list or opens the site in a new tab. A site that refuses to be framed (reached by an old
 * link) is not framed: the page offers the new tab instead.
 */
export function SidebarMobileSite({ data }: { data: SidebarMobileSiteData }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const { site } = data;
  if (site.error) {
    return (
      <div className={styles.page}>
        <ErrorState error={site.error} onRetry={() => void revalidate()} />
      </div>
    );
  }
  const { data: shown } = site;
  const framed = opensInPanel(shown);
  return (
    <div className={styles.sitePage} data-testid="sidebar-mobile-site-page">
      <div className={styles.siteBar}>
        <AppLink
          to={sidebarHref.mobile()}
          className={styles.back}
          aria-label={t('sidebar.mobileBack')}
          data-testid="sidebar-mobile-back"
        >
          <span aria-hidden="true">‹</span>
        </AppLink>
        <SiteIcon site={shown} />
        <h1 className={styles.siteName} data-testid="sidebar-page-title">
          {shown.name}
        </h1>
        <a
          href={shown.url}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.openNewTab}
          data-testid="sidebar-mobile-new-tab"
        >
          <ExternalIcon size={16} />
          <span className={framed ? 'visually-hidden' : undefined}>
            {t('sidebar.mobileOpenNewTab')}
          </span>
        </a>
      </div>
      {framed ? (
        <iframe
          className={styles.frame}
          src={shown.url}
          title={t('sidebar.mobileFrameTitle', { name: shown.name })}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="sidebar-mobile-frame"
        />
      ) : (
        <p className={styles.note} data-testid="sidebar-mobile-refused">
          {t('sidebar.mobileRefused', { name: shown.name })}
        </p>
      )}
    </div>
  );
}
