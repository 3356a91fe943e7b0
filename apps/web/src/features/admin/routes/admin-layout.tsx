import { Outlet, useLocation } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { SegmentedLinks } from '../../../components/segmented-links';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../session';
import styles from '../admin.module.css';

/** The console's sections; an item page belongs to the review queue. */
const SECTIONS = [
  { value: 'reviews', to: '/admin/reviews', owns: ['/admin/reviews', '/admin/items'] },
  { value: 'ratings', to: '/admin/ratings', owns: ['/admin/ratings'] },
  { value: 'reports', to: '/admin/reports', owns: ['/admin/reports'] },
  { value: 'requests', to: '/admin/requests', owns: ['/admin/requests'] },
  { value: 'log', to: '/admin/log', owns: ['/admin/log'] },
  { value: 'stats', to: '/admin/stats', owns: ['/admin/stats'] },
  { value: 'curation', to: '/admin/curation', owns: ['/admin/curation'] },
  { value: 'browsers', to: '/admin/browsers', owns: ['/admin/browsers'] },
  { value: 'fleet', to: '/admin/fleet', owns: ['/admin/fleet'] },
  { value: 'scans', to: '/admin/scan-rules', owns: ['/admin/scan-rules'] },
  { value: 'mail', to: '/admin/mail', owns: ['/admin/mail'] },
  { value: 'tokens', to: '/admin/tokens', owns: ['/admin/tokens'] },
] as const;

function isWithin(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * /admin/*: the moderation console, for administrators only. Everyone else, signed in or not,
 * sees the store's "Unable to access" screen, as the server answers not-found to their calls.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  if (!session.isResolved) return <Spinner />;
  if (!session.isAdmin) return <NotFound />;
  return (
    <div className={styles.shell} data-testid="admin-console">
      <SegmentedLinks
        label={t('admin.nav.label')}
        testIdPrefix="admin-nav"
        items={SECTIONS.map((section) => ({
          value: section.value,
          label: t(`admin.nav.${section.value}`),
          to: section.to,
          active: section.owns.some((prefix) => isWithin(pathname, prefix)),
        }))}
      />
      <Outlet />
    </div>
  );
}

/** /admin/<anything else>: the console has no such page. */
export function AdminNotFound() {
  return <NotFound />;
}
