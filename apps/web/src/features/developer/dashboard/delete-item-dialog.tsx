import type { CreatorItem, ErrorCode } from '@lagoon/contract';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import { deleteCreatorItem } from '../api/publishing-api';
import dialogStyles from '../components/developer-dialogs.module.css';

/**
 * The delete confirm dialog, then the delete-failed dialog when the server refuses:
 * an item blocked by an administrator, for one, cannot be deleted.
 */
export function DeleteItemDialogs({
  item,
  onClose,
}: {
  /** The item to delete; null when no deletion is under way. */
  item: CreatorItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  // The list is read again after the deletion, without the item.
  const deletion = useWrite((extensionId: string) => deleteCreatorItem(extensionId), {
    onSuccess: () => {
      onClose();
      snackbar.show(t('developers.dashboard.delete.done'));
    },
    onError: (error) => {
      onClose();
      // The server's refusal names the reason; anything else (no answer) is a failed delete.
      const code = isApiError(error) && !error.isNetworkError ? error.code : 'DELETE_FAILED';
      setFailure(code);
    },
  });

  return (
    <>
      <Dialog
        open={item !== null}
        onOpenChange={(open) => {
          if (!open && !deletion.pending) onClose();
        }}
        title={t('developers.dashboard.delete.title')}
        testId="delete-dialog"
        actions={
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={onClose}
              disabled={deletion.pending}
              data-testid="delete-cancel"
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={`button ${dialogStyles.danger}`}
              disabled={deletion.pending || item === null}
              onClick={() => {
                if (item) void deletion.run(item.extensionId);
              }}
              data-testid="delete-confirm"
            >
              {deletion.pending
                ? t('developers.dashboard.delete.deleting')
                : t('developers.dashboard.delete.submit')}
            </button>
          </>
        }
      >
        {item && (
          <p data-testid="delete-message">
            {t(
              item.published
                ? 'developers.dashboard.delete.publishedMessage'
                : 'developers.dashboard.delete.message',
              { name: item.name },
            )}
          </p>
        )}
      </Dialog>
      <Dialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title={t('developers.dashboard.delete.failedTitle')}
        testId="delete-failed-dialog"
        actions={
          <button
            type="button"
            className="button button-primary"
            onClick={() => setFailure(null)}
            data-testid="delete-failed-ok"
          >
            {t('common.ok')}
          </button>
        }
      >
        <p role="alert" data-testid="delete-failed-message">
          {failure && t(`errors.${failure}`)}
        </p>
      </Dialog>
    </>
  );
}
