import type { CreatorItemDetail, ErrorCode } from '@lagoon/contract';
import { useState } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import { deleteCreatorItem } from '../api/publishing-api';
import dialogStyles from '../components/developer-dialogs.module.css';
import type { EditorKind } from './editor-model';

const DASHBOARDS: Record<EditorKind, string> = {
  extension: '/developers/dashboard/extensions',
  webapp: '/developers/dashboard/webapps',
};

/**
 * Delete from the editor: a confirm dialog, then back to the dashboard, or the delete-failed
 * dialog with the server's reason (an item blocked by an administrator cannot go, for one).
 */
export function DeleteListingDialogs({
  item,
  kind,
  open,
  onClose,
  onDeleted,
}: {
  item: CreatorItemDetail;
  kind: EditorKind;
  open: boolean;
  onClose: () => void;
  /** Called once the item is gone, before the page moves to the dashboard. */
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const snackbar = useSnackbar();
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  // The page is left for the dashboard, which reads the items anew: the editor's item is gone
  // and is not read again.
  const deletion = useWrite(() => deleteCreatorItem(item.extensionId), {
    revalidate: false,
    onSuccess: () => {
      onClose();
      snackbar.show(t('developers.editor.delete.done'));
      onDeleted?.();
      navigate(DASHBOARDS[kind]);
    },
    onError: (error) => {
      onClose();
      setFailure(isApiError(error) && !error.isNetworkError ? error.code : 'DELETE_FAILED');
    },
  });

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next && !deletion.pending) onClose();
        }}
        title={t('developers.editor.delete.title')}
        testId="editor-delete-dialog"
        actions={
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={onClose}
              disabled={deletion.pending}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={`button ${dialogStyles.danger}`}
              onClick={() => void deletion.run()}
              disabled={deletion.pending}
              data-testid="editor-delete-confirm"
            >
              {deletion.pending
                ? t('developers.editor.delete.deleting')
                : t('developers.editor.delete.submit')}
            </button>
          </>
        }
      >
        <p>
          {t(
            item.published
              ? 'developers.editor.delete.publishedMessage'
              : 'developers.editor.delete.message',
            { name: item.name || item.extensionId },
          )}
        </p>
      </Dialog>
      <Dialog
        open={failure !== null}
        onOpenChange={(next) => {
          if (!next) setFailure(null);
        }}
        title={t('developers.editor.delete.failedTitle')}
        testId="editor-delete-failed-dialog"
        actions={
          <button type="button" className="button button-primary" onClick={() => setFailure(null)}>
            {t('common.ok')}
          </button>
        }
      >
        <p role="alert">{failure && t(`errors.${failure}`)}</p>
      </Dialog>
    </>
  );
}
