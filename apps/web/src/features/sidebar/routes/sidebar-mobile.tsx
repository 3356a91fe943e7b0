import type { MobileSite } from '@lagoon/contract';
import { useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { ExternalIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import { SidebarSection } from '../components/sidebar-section';
import { groupMobileSites, opensInPanel, siteHost } from '../mobile-sites';
import type { SidebarMobileData } from '../sidebar-loader';
import { sidebarHref } from '../sidebar-pages';
import styles from './sidebar-mobile.module.css';

/**
 * /sidebar/mobile — the curated mobile websites by category. A site that may be framed opens
 * inside the panel; the others open in a new tab, and their row says so.
 */
export function SidebarMobile({ data }: { data: SidebarMobileData }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const { sites } = data;
  const groups = sites.data ? groupMobileSites(sites.data) : [];
  return (
    <div className={styles.page} data-testid="sidebar-mobile">
      <div>
        <h1 className={styles.title} data-testid="sidebar-page-title">
          {t('sidebar.mobileTitle')}
        </h1>
        <p className={styles.description}>{t('sidebar.mobileDescription')}</p>
      </div>
      {sites.error && <ErrorState error={sites.error} onRetry={() => void revalidate()} />}
      {sites.data && groups.length === 0 && (
        <p className={styles.note} data-testid="sidebar-mobile-empty">
          {t('sidebar.mobileEmpty')}
        </p>
      )}
      {groups.map((group) => (
        <SidebarSection
          key={group.category}
          title={t(`sidebar.mobileCategories.${group.category}`)}
          testId="sidebar-mobile-group"
        >
          <ul className={styles.sites} data-category={group.category}>
            {group.sites.map((site) => (
              <li key={site.id}>
                <SiteRow site={site} />
              </li>
            ))}
          </ul>
        </SidebarSection>
      ))}
    </div>
  );
}

/** The site's icon, or its initial on a tile when it has none. */
export function SiteIcon({ site }: { site: MobileSite }) {
  if (site.icon) {
    return <img className={styles.icon} src={site.icon} alt="" width={32} height={32} />;
  }
  return (
    <span className={`${styles.icon} ${styles.initial}`} aria-hidden="true">
      {site.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

function SiteRow({ site }: { site: MobileSite }) {
  const { t } = useTranslation();
  const content = (
    <>
      <SiteIcon site={site} />
      <span className={styles.text}>
        <span className={styles.name}>{site.name}</span>
        <span className={styles.host}>{siteHost(site.url)}</span>
      </span>
    </>
  );
  if (opensInPanel(site)) {
    // A page load of its own: only the mobile website page's policy lets it frame a site.
    return (
      <AppLink
        to={sidebarHref.mobileSite(site.id)}
        reloadDocument
        className={styles.row}
        data-testid="sidebar-mobile-site"
        data-framing={site.framing}
      >
        {content}
      </AppLink>
    );
  }
  return (
    <a
      href={site.url}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.row}
      data-testid="sidebar-mobile-site"
      data-framing={site.framing}
    >
      {content}
      <span className={styles.newTab} data-testid="sidebar-new-tab-mark">
        <ExternalIcon size={14} />
        <span>{t('sidebar.opensInNewTab')}</span>
      </span>
    </a>
  );
}
