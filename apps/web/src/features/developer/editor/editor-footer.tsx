import { awaitsDecision, type CreatorItemDetail } from '@lagoon/contract';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { AlertIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import { CancelUpdateDialog } from './cancel-update-dialog';
import styles from './editor.module.css';
import type { EditorNotice } from './editor-feedback';
import type { EditorKind } from './editor-model';
import { pendingPackageUpdate } from './package-update';

interface EditorFooterProps {
  item: CreatorItemDetail;
  kind: EditorKind;
  /** A refusal's words, shown in place of the unsaved-changes hint. */
  notice: EditorNotice | null;
  dirty: boolean;
  readOnly: boolean;
  /** A save or a cancelled update is under way: the actions wait for it. */
  busy: boolean;
  /** Which button started the save under way, for its label; null when none is. */
  saving: 'save' | 'review' | null;
  onDelete: () => void;
  /** Cancels the file update; the developer has confirmed it. */
  onCancelUpdate: () => void;
  onRequestReview: () => void;
}

/**
 * The bar under the form: the refusal or unsaved-changes line, then preview, delete, upload a
 * package, cancel the pending update (after a confirmation), save (the form's submit) and
 * request review.
 */
export function EditorFooter({
  item,
  kind,
  notice,
  dirty,
  readOnly,
  busy,
  saving,
  onDelete,
  onCancelUpdate,
  onRequestReview,
}: EditorFooterProps) {
  const { t } = useTranslation();
  const inReview = awaitsDecision(item.review);
  const update = kind === 'extension' ? pendingPackageUpdate(item) : null;
  const [confirming, setConfirming] = useState(false);

  return (
    <footer className={styles.footer}>
      <div className={styles.noticeSlot} aria-live="assertive">
        {notice && (
          <p className={styles.formNotice} role="alert" data-testid="editor-alert">
            <AlertIcon size={18} />
            {notice.text}
          </p>
        )}
        {!notice && dirty && !readOnly && (
          <p className={styles.hint} data-testid="editor-unsaved">
            {t('developers.editor.unsaved')}
          </p>
        )}
      </div>
      <div className={styles.footerActions}>
        <AppLink
          to={`/detail/${item.extensionId}/preview`}
          target="_blank"
          rel="noopener"
          className="button button-ghost"
          data-testid="editor-preview"
        >
          {t('developers.editor.actions.preview')}
        </AppLink>
        {!readOnly && (
          <>
            <button
              type="button"
              className="button button-ghost"
              onClick={onDelete}
              disabled={busy}
              data-testid="editor-delete"
            >
              {t('developers.editor.actions.delete')}
            </button>
            {kind === 'extension' && (
              <AppLink
                to={`/developers/upload/extension/${item.extensionId}`}
                className="button button-secondary"
                data-testid="editor-upload-package"
              >
                {t('developers.editor.actions.uploadPackage')}
              </AppLink>
            )}
            {update?.cancellable && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setConfirming(true)}
                disabled={busy}
                data-testid="editor-cancel-update"
              >
                {t('developers.editor.actions.cancelUpdate')}
              </button>
            )}
            <button
              type="submit"
              className="button button-secondary"
              disabled={busy}
              data-testid="editor-save"
            >
              {saving === 'save'
                ? t('developers.editor.actions.saving')
                : t('developers.editor.actions.save')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={onRequestReview}
              disabled={busy || inReview}
              data-testid="editor-request-review"
            >
              {saving === 'review'
                ? t('developers.editor.actions.requesting')
                : inReview
                  ? t('developers.editor.actions.inReview')
                  : t('developers.editor.actions.requestReview')}
            </button>
          </>
        )}
      </div>
      {update?.cancellable && (
        <CancelUpdateDialog
          open={confirming}
          update={update}
          dirty={dirty}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onCancelUpdate();
          }}
        />
      )}
    </footer>
  );
}
