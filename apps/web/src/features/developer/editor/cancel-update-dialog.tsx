import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import type { PendingPackageUpdate } from './package-update';

/**
 * Asks before a file update is cancelled: the uploaded package is deleted and the draft takes the
 * published one back, and unsaved changes to the form would be lost with the reload.
 */
export function CancelUpdateDialog({
  open,
  update,
  dirty,
  onClose,
  onConfirm,
}: {
  open: boolean;
  update: PendingPackageUpdate;
  /** The form has unsaved changes. */
  dirty: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('developers.editor.cancelUpdate.title')}
      testId="editor-cancel-update-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={onClose}
            data-testid="editor-cancel-update-keep"
          >
            {t('developers.editor.cancelUpdate.keep')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={onConfirm}
            data-testid="editor-cancel-update-confirm"
          >
            {t('developers.editor.cancelUpdate.confirm')}
          </button>
        </>
      }
    >
      <p>
        {t('developers.editor.cancelUpdate.message', {
          version: update.version,
          published: update.publishedVersion,
        })}
      </p>
      {dirty && <p>{t('developers.editor.cancelUpdate.unsaved')}</p>}
    </Dialog>
  );
}
