import type {
  BrowserGroupDetail,
  BrowserPolicyFile,
  GroupItemMode,
  GroupItemSetting,
} from '@lagoon/contract';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { ProductIcon } from '../../../components/product/product-icon';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { knownProductType } from './browser-policy';
import { AddGroupItem } from './group-add-item';
import {
  entryLimitsSummary,
  isBlockingMode,
  isInstallingMode,
  type LimitsSummaryPart,
  sortGroupItems,
} from './group-entry';
import { GroupItemDialog, PolicyEntryView } from './group-item-dialog';
import { formAlert } from './group-texts';
import own from './groups.module.css';
import { clearGroupItem } from './groups-api';

/**
 * The items the group sets a mode or limits for, each with its entry as Chromium reads it, and
 * a way to add one. Editing an entry opens its dialog; "Group default" takes the entry out.
 */
export function GroupItemsSection({
  group,
  entryFile,
}: {
  group: BrowserGroupDetail;
  /** The group's Linux policy file, whose ExtensionSettings each entry shows. */
  entryFile: Read<BrowserPolicyFile> | null;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const [resetting, setResetting] = useState<GroupItemSetting | null>(null);
  const items = sortGroupItems(group.items, i18n.language);
  // The entry being edited, as the group now has it (it follows each save).
  const edited = editing ? group.items.find((item) => item.extensionId === editing) : undefined;
  const content = entryFile?.data?.content ?? null;
  return (
    <>
      <section className={styles.section} aria-labelledby="group-items" data-testid="group-items">
        <h2 id="group-items" className={styles.sectionTitle}>
          {t('admin.groups.items.title')}{' '}
          <span className={styles.count}>
            {t('admin.groups.items.count', { count: items.length })}
          </span>
        </h2>
        {items.length === 0 ? (
          <p className={styles.muted} data-testid="group-items-empty">
            {t(`admin.groups.items.empty.${group.installMode}`)}
          </p>
        ) : (
          <DataTable
            caption={t('admin.groups.items.caption')}
            testId="group-items-table"
            columns={
              <>
                <th scope="col">{t('admin.groups.items.columns.item')}</th>
                <th scope="col">{t('admin.groups.items.columns.mode')}</th>
                <th scope="col">{t('admin.groups.items.columns.limits')}</th>
                <th scope="col">{t('admin.groups.items.columns.actions')}</th>
              </>
            }
          >
            {items.map((item) => (
              <GroupItemRow
                key={item.extensionId}
                item={item}
                content={content}
                onEdit={() => setEditing(item.extensionId)}
                onReset={() => setResetting(item)}
              />
            ))}
          </DataTable>
        )}
      </section>
      <AddGroupItem group={group} />
      {edited && (
        <GroupItemDialog
          group={group}
          item={edited}
          content={content}
          onClose={() => setEditing(null)}
        />
      )}
      {resetting && (
        <ResetDialog groupId={group.id} item={resetting} onClose={() => setResetting(null)} />
      )}
    </>
  );
}

function ModeBadge({ mode }: { mode: GroupItemMode }) {
  const { t } = useTranslation();
  const tone = isBlockingMode(mode) ? 'danger' : isInstallingMode(mode) ? 'primary' : undefined;
  return (
    <span className={styles.badge} data-tone={tone} data-testid="group-item-mode" data-mode={mode}>
      {t(`admin.groups.mode.${mode}`)}
    </span>
  );
}

function SummaryPart({ part }: { part: LimitsSummaryPart }) {
  const { t } = useTranslation();
  switch (part.kind) {
    case 'minimumVersion':
      return <>{t('admin.groups.items.summary.minimumVersion', { version: part.version })}</>;
    case 'toolbarPin':
      return <>{t(`admin.groups.toolbarPin.${part.pin}`)}</>;
    case 'message':
      return <>{t('admin.groups.items.summary.message')}</>;
    default:
      return <>{t(`admin.groups.items.summary.${part.kind}`, { count: part.count })}</>;
  }
}

function GroupItemRow({
  item,
  content,
  onEdit,
  onReset,
}: {
  item: GroupItemSetting;
  content: string | null;
  onEdit: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const summary = entryLimitsSummary(item);
  const known = knownProductType(item.productType);
  return (
    <tr data-testid="group-item" data-extension-id={item.extensionId}>
      <th scope="row">
        <div className={styles.itemCell}>
          <ProductIcon src={item.icon} name={item.name} size={40} />
          <div className={styles.itemText}>
            {item.source ? (
              <AppLink to="/admin/browsers/outside" className={styles.itemName}>
                {item.name}
              </AppLink>
            ) : (
              <AppLink to={`/admin/items/${item.extensionId}`} className={styles.itemName}>
                {item.name}
              </AppLink>
            )}
            <span className={styles.mono}>{item.extensionId}</span>
            <span className={styles.badges}>
              <span className={styles.badge}>
                {known ? t(`admin.productType.${known}`) : item.productType}
              </span>
              {item.source && (
                <span className={styles.badge} data-tone="accent" data-testid="group-item-source">
                  {t('admin.outside.search.from', { source: item.source })}
                </span>
              )}
            </span>
          </div>
        </div>
      </th>
      <td>
        <ModeBadge mode={item.mode} />
      </td>
      <td>
        <div className={own.limits} data-testid="group-item-limits">
          {item.refusedPermissions.length > 0 && (
            <p className={own.refused} role="note" data-testid="group-item-refused">
              {t('admin.groups.items.refused', {
                permissions: item.refusedPermissions.join(', '),
              })}
            </p>
          )}
          {summary.length === 0 ? (
            <span className={styles.muted}>{t('admin.groups.items.groupLimits')}</span>
          ) : (
            summary.map((part) => (
              <span key={part.kind}>
                <SummaryPart part={part} />
              </span>
            ))
          )}
          {content !== null && (
            <details className={own.disclosure}>
              <summary>{t('admin.groups.items.showEntry')}</summary>
              <PolicyEntryView item={item} content={content} />
            </details>
          )}
        </div>
      </td>
      <td>
        <div className={own.rowActions}>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={onEdit}
            aria-label={t('admin.groups.items.editOf', { name: item.name })}
            data-testid="group-item-edit"
          >
            {t('admin.groups.items.edit')}
          </button>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={onReset}
            aria-label={t('admin.groups.items.resetOf', { name: item.name })}
            data-testid="group-item-reset"
          >
            {t('admin.groups.items.reset')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Asks before an entry is taken out of the group (its own limits go with it). */
function ResetDialog({
  groupId,
  item,
  onClose,
}: {
  groupId: string;
  item: GroupItemSetting;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const reset = useWrite(() => clearGroupItem(groupId, item.extensionId), {
    onSuccess: () => {
      snackbar.show(t('admin.groups.items.resetDone', { name: item.name }));
      onClose();
    },
  });
  const alert = formAlert(t, {}, reset.error);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.groups.items.resetTitle', { name: item.name })}
      testId="group-item-reset-dialog"
      actions={
        <DialogButtons
          onCancel={onClose}
          label={t('admin.groups.items.resetConfirm')}
          pending={reset.pending}
          onConfirm={() => void reset.run()}
          testId="group-item-reset-confirm"
        />
      }
    >
      <p>{t('admin.groups.items.resetText')}</p>
      {alert && (
        <p className={styles.formAlert} role="alert">
          {alert}
        </p>
      )}
    </Dialog>
  );
}
