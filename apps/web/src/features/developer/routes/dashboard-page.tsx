import type { CreatorItem, DashboardItemType, ReviewNote } from '@lagoon/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { AppLink, AppNavigate } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { InboxIcon } from '../../../components/icons';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';
import { Spinner } from '../../../components/spinner';
import { StatusPanel } from '../../../components/status-panel';
import { useTranslation } from '../../../i18n/react';
import { setNetworkError, useNetworkError } from '../../../lib/network-error-store';
import { useLanguage } from '../../../lib/use-language';
import {
  DASHBOARD_ITEM_TYPES,
  DASHBOARD_PATH,
  isDashboardItemType,
} from '../access/decide-developer-access';
import { creatorItemsQueryOptions } from '../api/publishing-api';
import styles from '../dashboard/dashboard.module.css';
import { UPLOAD_PATHS } from '../dashboard/dashboard-model';
import { DashboardTable } from '../dashboard/dashboard-table';
import { DeleteItemDialogs } from '../dashboard/delete-item-dialog';
import { ReviewNoteDialog } from '../dashboard/review-note-dialog';

/** /developers/dashboard/:itemType(extensions|webapps) */
export function DashboardPage() {
  const { t } = useTranslation();
  const { itemType } = useParams();
  if (!isDashboardItemType(itemType)) return <AppNavigate to={DASHBOARD_PATH} />;
  const uploadLink = (
    <AppLink
      to={UPLOAD_PATHS[itemType]}
      className="button button-primary"
      data-testid="dashboard-upload"
    >
      {t('developers.dashboard.uploadNew')}
    </AppLink>
  );
  return (
    <Page
      title={t('developers.dashboard.title')}
      description={t('developers.dashboard.description')}
      eyebrow={t('developers.title')}
      actions={
        <SegmentedLinks
          label={t('developers.dashboard.tabsLabel')}
          testIdPrefix="dashboard-tab"
          items={DASHBOARD_ITEM_TYPES.map((value) => ({
            value,
            label: t(`developers.dashboard.${value}`),
            to: `/developers/dashboard/${value}`,
            active: value === itemType,
          }))}
        />
      }
      testId="developer-dashboard"
    >
      <DashboardItems key={itemType} itemType={itemType} uploadLink={uploadLink} />
    </Page>
  );
}

function DashboardItems({
  itemType,
  uploadLink,
}: {
  itemType: DashboardItemType;
  uploadLink: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const items = useQuery(creatorItemsQueryOptions(itemType, language));
  const networkError = useNetworkError(pathname);
  const [note, setNote] = useState<{ item: CreatorItem; note: ReviewNote } | null>(null);
  const [deleting, setDeleting] = useState<CreatorItem | null>(null);

  // Spec §4/§8: a failure to load my items is kept as a network error until the route changes.
  useEffect(() => {
    if (items.isError) setNetworkError(pathname, items.error);
  }, [items.isError, items.error, pathname]);

  if (items.isPending) return <Spinner />;
  if (items.isError) {
    return <ErrorState error={networkError ?? items.error} onRetry={() => void items.refetch()} />;
  }
  if (items.data.items.length === 0) {
    return (
      <StatusPanel
        icon={<InboxIcon size={30} />}
        title={t('common.nothingToDisplay')}
        message={t(`developers.dashboard.${itemType}Hint`)}
        testId="empty-state"
        actions={uploadLink}
      />
    );
  }
  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <p className={styles.count} data-testid="dashboard-count">
          {t('developers.dashboard.count', { count: items.data.items.length })}
        </p>
        {uploadLink}
      </div>
      <DashboardTable
        itemType={itemType}
        items={items.data.items}
        onShowNote={(item, reviewNote) => setNote({ item, note: reviewNote })}
        onDelete={setDeleting}
      />
      {note && <ReviewNoteDialog item={note.item} note={note.note} onClose={() => setNote(null)} />}
      <DeleteItemDialogs item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
