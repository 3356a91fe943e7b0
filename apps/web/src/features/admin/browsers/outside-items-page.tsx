import type { OutsideItem } from '@lagoon/contract';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { ProductIcon } from '../../../components/product/product-icon';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { formAlert } from './group-texts';
import own from './groups.module.css';
import { OutsideItemDialog } from './outside-item-dialog';
import { deleteOutsideItem } from './outside-items-api';
import type { OutsideItemsData } from './outside-items-loader';

/**
 * /admin/browsers/outside: extensions the store does not host, with their source and how many
 * groups set them; added, edited and deleted here, set per group on each group's page. The
 * console shell checks the administrator.
 */
export function OutsideItemsPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as OutsideItemsData | null;
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<OutsideItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<OutsideItem | null>(null);
  const read = data?.items;
  let body: React.ReactNode;
  if (!read) body = <Spinner />;
  else if (read.error) {
    body = <ErrorState error={read.error} onRetry={() => void revalidator.revalidate()} />;
  } else if (read.data.items.length === 0) body = <EmptyState message={t('admin.outside.empty')} />;
  else {
    body = <OutsideTable items={read.data.items} onEdit={setEditing} onRemove={setRemoving} />;
  }
  return (
    <Page
      title={t('admin.outside.title')}
      description={t('admin.outside.description')}
      eyebrow={
        <AppLink to="/admin/browsers" className={styles.backLink} data-testid="outside-back">
          <span aria-hidden="true">←</span> {t('admin.outside.back')}
        </AppLink>
      }
      testId="admin-outside"
    >
      <div className={styles.stack}>
        <div>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setEditing('new')}
            data-testid="outside-add"
          >
            {t('admin.outside.add')}
          </button>
        </div>
        {body}
      </div>
      {editing && (
        <OutsideItemDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && <RemoveDialog item={removing} onClose={() => setRemoving(null)} />}
    </Page>
  );
}

function OutsideTable({
  items,
  onEdit,
  onRemove,
}: {
  items: readonly OutsideItem[];
  onEdit: (item: OutsideItem) => void;
  onRemove: (item: OutsideItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('admin.outside.caption')}
      testId="outside-table"
      columns={
        <>
          <th scope="col">{t('admin.outside.columns.name')}</th>
          <th scope="col">{t('admin.outside.columns.source')}</th>
          <th scope="col">{t('admin.outside.columns.groups')}</th>
          <th scope="col">{t('admin.outside.columns.state')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('admin.outside.edit')}</span>
          </th>
        </>
      }
    >
      {items.map((item) => (
        <tr key={item.extensionId} data-testid="outside-row" data-extension-id={item.extensionId}>
          <th scope="row">
            <div className={styles.itemCell}>
              <ProductIcon src={item.icon} name={item.name} size={40} />
              <div className={styles.itemText}>
                <span className={styles.itemName}>{item.name}</span>
                <span className={styles.mono}>{item.extensionId}</span>
              </div>
            </div>
          </th>
          <td data-testid="outside-source">{item.source}</td>
          <td className={styles.nowrap}>
            {item.groupCount > 0
              ? t('admin.outside.groupCount', { count: item.groupCount })
              : t('admin.outside.noGroups')}
          </td>
          <td>
            <span className={styles.badge} data-tone={item.blocked ? 'danger' : undefined}>
              {item.blocked ? t('admin.outside.blocked') : t('admin.outside.listed')}
            </span>
          </td>
          <td>
            <div className={own.rowActions}>
              <button
                type="button"
                className="button button-secondary"
                aria-label={t('admin.outside.editOf', { name: item.name })}
                onClick={() => onEdit(item)}
                data-testid="outside-edit"
              >
                {t('admin.outside.edit')}
              </button>
              <button
                type="button"
                className={`button button-secondary ${styles.dangerOutline}`}
                aria-label={t('admin.outside.removeOf', { name: item.name })}
                onClick={() => onRemove(item)}
                data-testid="outside-remove"
              >
                {t('admin.outside.remove')}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function RemoveDialog({ item, onClose }: { item: OutsideItem; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const remove = useWrite(() => deleteOutsideItem(item.extensionId), {
    onSuccess: () => {
      snackbar.show(t('admin.outside.removeDialog.deleted', { name: item.name }));
      onClose();
    },
  });
  const alert = formAlert(t, {}, remove.error);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.outside.removeDialog.title', { name: item.name })}
      testId="outside-remove-dialog"
      actions={
        <DialogButtons
          onCancel={onClose}
          label={t('admin.outside.removeDialog.confirm')}
          pendingLabel={t('admin.outside.removeDialog.deleting')}
          pending={remove.pending}
          holdCancel
          className={styles.dangerButton}
          onConfirm={() => void remove.run()}
          testId="outside-remove-confirm"
        />
      }
    >
      <p>{t('admin.outside.removeDialog.body')}</p>
      {item.groupCount > 0 && (
        <p data-testid="outside-remove-groups">
          {t('admin.outside.removeDialog.bodyGroups', { count: item.groupCount })}
        </p>
      )}
      {alert && (
        <p className={styles.formAlert} role="alert">
          {alert}
        </p>
      )}
    </Dialog>
  );
}
