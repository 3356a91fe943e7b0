import type { CreatorItemDetail, ErrorCode } from '@lagoon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-client';
import { deleteCreatorItem, PUBLISHING_QUERY_KEY } from '../api/publishing-api';
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
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const deletion = useMutation({
    mutationFn: () => deleteCreatorItem(item.extensionId),
    onSuccess: () => {
      onClose();
      queryClient.removeQueries({ queryKey: [...PUBLISHING_QUERY_KEY, 'item'] });
      void queryClient.invalidateQueries({ queryKey: PUBLISHING_QUERY_KEY });
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
          if (!next && !deletion.isPending) onClose();
        }}
        title={t('developers.editor.delete.title')}
        testId="editor-delete-dialog"
        actions={
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={onClose}
              disabled={deletion.isPending}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={`button ${dialogStyles.danger}`}
              onClick={() => deletion.mutate()}
              disabled={deletion.isPending}
              data-testid="editor-delete-confirm"
            >
              {deletion.isPending
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
