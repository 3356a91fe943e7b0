import {
  CHROME_WEB_STORE_UPDATE_URL,
  EDGE_ADDONS_UPDATE_URL,
  OUTSIDE_ITEM_DESCRIPTION_MAX,
  OUTSIDE_ITEM_NAME_MAX,
  OUTSIDE_ITEM_URL_MAX,
  type OutsideItem,
} from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { ProductIcon } from '../../../components/product/product-icon';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { type FieldProblems, refusalProblems, withoutField } from './group-form';
import { formAlert } from './group-texts';
import { TextField } from './limit-fields';
import {
  checkOutsideDraft,
  draftSource,
  type OutsideCheck,
  type OutsideDraft,
  outsideCreateOf,
  outsideDraftOf,
  outsidePatchOf,
} from './outside-item-form';
import { createOutsideItem, updateOutsideItem, uploadOutsideIcon } from './outside-items-api';

/**
 * Adds an item from elsewhere, or edits one: its id (fixed once added), update URL with the
 * two big stores one click away, texts in English and optionally Korean, an uploaded icon, its
 * page elsewhere, and a block for every group. Problems show at their fields.
 */
export function OutsideItemDialog({
  item,
  onClose,
}: {
  item: OutsideItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<OutsideDraft>(() => outsideDraftOf(item));
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useWrite(
    (next: OutsideDraft) =>
      item
        ? updateOutsideItem(item.extensionId, outsidePatchOf(next, item))
        : createOutsideItem(outsideCreateOf(next)),
    {
      onSuccess: (saved) => {
        snackbar.show(
          t(item ? 'admin.outside.dialog.saved' : 'admin.outside.dialog.added', {
            name: saved.name,
          }),
        );
        onClose();
      },
      onError: (error) => setProblems(refusalProblems(error)),
    },
  );
  const upload = useWrite((file: File) => uploadOutsideIcon(file), {
    revalidate: false,
    onSuccess: (stored) => set('icon', stored.icon),
  });
  const set = <K extends keyof OutsideDraft>(key: K, value: OutsideDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblems((current) => withoutField(current, key));
    if (save.error) save.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.pending) return;
    const checks = checkOutsideDraft(draft);
    const found = Object.fromEntries(
      Object.entries(checks).map(([field, check]) => [
        field,
        t(`admin.outside.checks.${check as OutsideCheck}`),
      ]),
    );
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (item && Object.keys(outsidePatchOf(draft, item)).length === 0) {
      snackbar.show(t('admin.outside.dialog.unchanged'));
      onClose();
      return;
    }
    void save.run(draft);
  };
  const source = draftSource(draft);
  const alert =
    Object.keys(problems).length > 0
      ? t('admin.outside.checks.fixFields')
      : (formAlert(t, {}, save.error) ?? formAlert(t, {}, upload.error));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        item
          ? t('admin.outside.dialog.editTitle', { name: item.name })
          : t('admin.outside.dialog.addTitle')
      }
      width={640}
      testId="outside-dialog"
      actions={
        <DialogButtons
          onCancel={onClose}
          label={t('admin.outside.dialog.save')}
          pendingLabel={t('admin.outside.dialog.saving')}
          pending={save.pending}
          disabled={upload.pending}
          form={formId}
          testId="outside-save"
        />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={styles.stack}>
        {item ? (
          <p className={styles.mono}>{item.extensionId}</p>
        ) : (
          <TextField
            label={t('admin.outside.fields.extensionId')}
            hint={t('admin.outside.fields.extensionIdHint')}
            value={draft.extensionId}
            onChange={(value) => set('extensionId', value.toLowerCase())}
            max={32}
            problem={problems.extensionId}
            required
            testId="outside-id"
          />
        )}
        <TextField
          label={t('admin.outside.fields.updateUrl')}
          hint={t('admin.outside.fields.updateUrlHint')}
          value={draft.updateUrl}
          onChange={(value) => set('updateUrl', value)}
          max={OUTSIDE_ITEM_URL_MAX}
          problem={problems.updateUrl}
          required
          testId="outside-update-url"
        />
        <div className={styles.links}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => set('updateUrl', CHROME_WEB_STORE_UPDATE_URL)}
            data-testid="outside-use-cws"
          >
            {t('admin.outside.fields.chromeWebStore')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => set('updateUrl', EDGE_ADDONS_UPDATE_URL)}
            data-testid="outside-use-edge"
          >
            {t('admin.outside.fields.edgeAddons')}
          </button>
        </div>
        {source && (
          <p className={styles.hint} data-testid="outside-source-preview">
            {t('admin.outside.fields.source', { source })}
          </p>
        )}
        <TextField
          label={t('admin.outside.fields.name')}
          value={draft.name}
          onChange={(value) => set('name', value)}
          max={OUTSIDE_ITEM_NAME_MAX}
          problem={problems.name}
          required
          testId="outside-name"
        />
        <TextField
          label={t('admin.outside.fields.nameKo')}
          value={draft.nameKo}
          onChange={(value) => set('nameKo', value)}
          max={OUTSIDE_ITEM_NAME_MAX}
          problem={problems.nameKo}
          testId="outside-name-ko"
        />
        <TextField
          label={t('admin.outside.fields.description')}
          value={draft.description}
          onChange={(value) => set('description', value)}
          max={OUTSIDE_ITEM_DESCRIPTION_MAX}
          problem={problems.description}
          rows={2}
          testId="outside-description"
        />
        <TextField
          label={t('admin.outside.fields.descriptionKo')}
          value={draft.descriptionKo}
          onChange={(value) => set('descriptionKo', value)}
          max={OUTSIDE_ITEM_DESCRIPTION_MAX}
          problem={problems.descriptionKo}
          rows={2}
          testId="outside-description-ko"
        />
        <div className={styles.field}>
          <span className={styles.label}>{t('admin.outside.fields.icon')}</span>
          <div className={styles.itemCell}>
            <ProductIcon src={draft.icon} name={draft.name || '?'} size={48} />
            <label className="button button-secondary">
              {upload.pending
                ? t('admin.outside.fields.iconUploading')
                : t('admin.outside.fields.iconUpload')}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="visually-hidden"
                disabled={upload.pending}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void upload.run(file);
                  event.target.value = '';
                }}
                data-testid="outside-icon"
              />
            </label>
            {draft.icon && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => set('icon', null)}
              >
                {t('admin.outside.fields.iconRemove')}
              </button>
            )}
          </div>
          <p className={styles.hint}>{t('admin.outside.fields.iconHint')}</p>
          {problems.icon && <p className={styles.fieldError}>{problems.icon}</p>}
        </div>
        <TextField
          label={t('admin.outside.fields.pageUrl')}
          hint={t('admin.outside.fields.pageUrlHint')}
          value={draft.pageUrl}
          onChange={(value) => set('pageUrl', value)}
          max={OUTSIDE_ITEM_URL_MAX}
          problem={problems.pageUrl}
          testId="outside-page-url"
        />
        <label className={styles.checkLabel}>
          <input
            className={styles.checkbox}
            type="checkbox"
            checked={draft.blocked}
            onChange={(event) => set('blocked', event.target.checked)}
            data-testid="outside-blocked"
          />
          <span>
            {t('admin.outside.fields.blocked')}
            <span className={styles.hint}> {t('admin.outside.fields.blockedHint')}</span>
          </span>
        </label>
        {alert && (
          <p className={styles.formAlert} role="alert" data-testid="outside-error">
            {alert}
          </p>
        )}
      </form>
    </Dialog>
  );
}
