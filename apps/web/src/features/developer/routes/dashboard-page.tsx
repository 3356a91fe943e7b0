import type { CreatorItem, CreatorItemList, DashboardItemType, ReviewNote } from '@lagoon/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useLoaderData, useLocation, useParams, useRevalidator } from 'react-router';
import { AppLink, AppNavigate } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { InboxIcon } from '../../../components/icons';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { StatusPanel } from '../../../components/status-panel';
import { useTranslation } from '../../../i18n/react';
import { setNetworkError, useNetworkError } from '../../../lib/network-error-store';
import type { Read } from '../../../lib/read';
import { DASHBOARD_PATH, isDashboardItemType } from '../access/decide-developer-access';
import styles from '../dashboard/dashboard.module.css';
import { UPLOAD_PATHS } from '../dashboard/dashboard-model';
import { DashboardTable } from '../dashboard/dashboard-table';
import { DashboardTabs } from '../dashboard/dashboard-tabs';
import { DeleteItemDialogs } from '../dashboard/delete-item-dialog';
import { ReviewNoteDialog } from '../dashboard/review-note-dialog';
import type { DashboardData } from '../loaders';

/** /developers/dashboard/:itemType(extensions|webapps) */
export function DashboardPage() {
  const { t } = useTranslation();
  const { itemType } = useParams();
  const data = useLoaderData() as DashboardData | null;
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
      actions={<DashboardTabs active={itemType} />}
      testId="developer-dashboard"
    >
      {data ? (
        <DashboardItems
          key={itemType}
          itemType={itemType}
          items={data.items}
          uploadLink={uploadLink}
        />
      ) : (
        <Spinner />
      )}
    </Page>
  );
}

function DashboardItems({
  itemType,
  items,
  uploadLink,
}: {
  itemType: DashboardItemType;
  items: Read<CreatorItemList>;
  uploadLink: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const networkError = useNetworkError(pathname);
  const [note, setNote] = useState<{ item: CreatorItem; note: ReviewNote } | null>(null);
  const [deleting, setDeleting] = useState<CreatorItem | null>(null);
  const failure = items.error;

  // A failure to load my items is kept as a network error until the route changes.
  useEffect(() => {
    if (failure) setNetworkError(pathname, failure);
  }, [failure, pathname]);

  if (items.error) {
    // Retrying: the answer replaces the panel.
    if (revalidator.state === 'loading') return <Spinner />;
    return (
      <ErrorState
        error={networkError ?? items.error}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  const list = items.data.items;
  if (list.length === 0) {
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
          {t('developers.dashboard.count', { count: list.length })}
        </p>
        {uploadLink}
      </div>
      <DashboardTable
        itemType={itemType}
        items={list}
        onShowNote={(item, reviewNote) => setNote({ item, note: reviewNote })}
        onDelete={setDeleting}
      />
      {note && <ReviewNoteDialog item={note.item} note={note.note} onClose={() => setNote(null)} />}
      <DeleteItemDialogs item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
