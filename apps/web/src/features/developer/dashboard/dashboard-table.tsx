import {
  type CreatorItem,
  type DashboardItemType,
  type ReviewNote,
  STATS_DEFAULT_DAYS,
} from '@lagoon/contract';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { AlertIcon, ExternalIcon } from '../../../components/icons';
import { ProductIcon } from '../../../components/product/product-icon';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { statsPath } from '../stats/usage-model';
import styles from './dashboard.module.css';
import {
  type DashboardColumn,
  dashboardColumns,
  editPath,
  pendingReviewNote,
  previewPath,
} from './dashboard-model';

interface DashboardTableProps {
  itemType: DashboardItemType;
  items: readonly CreatorItem[];
  onShowNote: (item: CreatorItem, note: ReviewNote) => void;
  onDelete: (item: CreatorItem) => void;
}

/** The developer's items of one tab, one row each, in the dashboard's columns. */
export function DashboardTable({ itemType, items, onShowNote, onDelete }: DashboardTableProps) {
  const { t } = useTranslation();
  const columns = dashboardColumns(itemType);
  return (
    <DataTable
      caption={t(`developers.dashboard.${itemType}`)}
      testId="dashboard-table"
      roomy
      columns={columns.map((column) => (
        <th key={column} scope="col" className={styles[`col-${column}`]}>
          {t(`developers.dashboard.columns.${column}`)}
        </th>
      ))}
    >
      {items.map((item) => (
        <DashboardRow
          key={item.extensionId}
          item={item}
          columns={columns}
          onShowNote={onShowNote}
          onDelete={onDelete}
        />
      ))}
    </DataTable>
  );
}

function DashboardRow({
  item,
  columns,
  onShowNote,
  onDelete,
}: {
  item: CreatorItem;
  columns: readonly DashboardColumn[];
  onShowNote: DashboardTableProps['onShowNote'];
  onDelete: DashboardTableProps['onDelete'];
}) {
  const { t, i18n } = useTranslation();
  const note = pendingReviewNote(item);
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : null);
  const updated = date(item.updateAt);
  const firstApproved = date(item.firstApprovedAt);
  const lastApproved = date(item.lastApprovedAt);

  const cells: Record<DashboardColumn, ReactNode> = {
    info: (
      <div className={styles.info}>
        <ProductIcon src={item.icon} name={item.name} size={44} />
        <div className={styles.infoText}>
          <AppLink to={editPath(item)} className={styles.name} data-testid="item-name">
            {item.name}
          </AppLink>
          <span className={styles.id} data-testid="item-id">
            {item.extensionId}
          </span>
          <span className={styles.badges}>
            <span className={styles.typeBadge}>
              {t(`developers.dashboard.types.${item.productType}`)}
            </span>
            {item.blocked && (
              <span className={styles.blockedBadge} data-testid="blocked-badge">
                {t('product.blocked')}
              </span>
            )}
          </span>
        </div>
      </div>
    ),
    status: (
      <div className={styles.stack}>
        <span className={styles.review} data-state={item.review} data-testid="review-status">
          {t(`developers.dashboard.review.${item.review}`)}
        </span>
        <span
          className={styles.publish}
          data-published={item.published ? 'true' : undefined}
          data-testid="publish-label"
        >
          {item.published
            ? t('developers.dashboard.published')
            : t('developers.dashboard.preparing')}
        </span>
        {item.published && item.hasDraft && (
          <span className={styles.muted}>{t('developers.dashboard.draftPending')}</span>
        )}
        {note && (
          <button
            type="button"
            className={styles.noteButton}
            onClick={() => onShowNote(item, note)}
            data-testid="review-note-open"
          >
            <AlertIcon size={16} />
            {t(`developers.dashboard.note.${note.kind}Open`)}
          </button>
        )}
      </div>
    ),
    version: (
      <span className={styles.version} data-testid="item-version">
        {item.version ?? '—'}
      </span>
    ),
    public: (
      <span className={styles.visibility} data-status={item.status} data-testid="item-visibility">
        {t(`developers.dashboard.visibility.${item.status}`)}
      </span>
    ),
    updateAt: (
      <dl className={styles.dates}>
        <div>
          <dt className="visually-hidden">{t('developers.dashboard.columns.updateAt')}</dt>
          <dd data-testid="item-updated">{updated ?? '—'}</dd>
        </div>
        {firstApproved && (
          <div className={styles.muted}>
            <dt>{t('developers.dashboard.firstApproved')}</dt>
            <dd data-testid="item-first-approved">{firstApproved}</dd>
          </div>
        )}
        {lastApproved && (
          <div className={styles.muted}>
            <dt>{t('developers.dashboard.lastApproved')}</dt>
            <dd data-testid="item-last-approved">{lastApproved}</dd>
          </div>
        )}
      </dl>
    ),
    admin: (
      <div className={styles.actions}>
        <AppLink
          to={editPath(item)}
          className="button button-secondary button-small"
          aria-label={t('developers.dashboard.editItem', { name: item.name })}
          data-testid="item-edit"
        >
          {t('developers.dashboard.edit')}
        </AppLink>
        <AppLink
          to={statsPath(item.extensionId, STATS_DEFAULT_DAYS)}
          className="button button-ghost button-small"
          aria-label={t('developers.dashboard.statsItem', { name: item.name })}
          data-testid="item-stats"
        >
          {t('developers.dashboard.stats')}
        </AppLink>
        <AppLink
          to={previewPath(item)}
          target="_blank"
          rel="noopener"
          className="button button-ghost button-small"
          aria-label={t('developers.dashboard.previewItem', { name: item.name })}
          data-testid="item-preview"
        >
          {t('developers.dashboard.preview')}
          <ExternalIcon size={14} />
        </AppLink>
        <button
          type="button"
          className={`button button-ghost button-small ${styles.deleteButton}`}
          onClick={() => onDelete(item)}
          aria-label={t('developers.dashboard.deleteItem', { name: item.name })}
          data-testid="item-delete"
        >
          {t('developers.dashboard.delete.open')}
        </button>
      </div>
    ),
  };

  return (
    <tr
      className={styles.row}
      data-testid="dashboard-row"
      data-extension-id={item.extensionId}
      data-blocked={item.blocked ? 'true' : undefined}
    >
      {columns.map((column) =>
        column === 'info' ? (
          <th key={column} scope="row" className={styles[`col-${column}`]}>
            {cells[column]}
          </th>
        ) : (
          <td key={column} className={styles[`col-${column}`]}>
            {cells[column]}
          </td>
        ),
      )}
    </tr>
  );
}
