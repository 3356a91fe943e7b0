import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';

/**
 * Guards the editor's unsaved edits. Leaving the editor with unsaved edits asks first: in the
 * app with a dialog, when closing or reloading the tab with the browser's own prompt. A deleted
 * item has nothing left to keep, so `allowLeave()` lets every later navigation through.
 * `dialog` is the "leave without saving?" dialog, to render once in the editor.
 */
export function useLeaveGuard({ dirty, readOnly }: { dirty: boolean; readOnly: boolean }): {
  allowLeave: () => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const leaveAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !readOnly &&
      !leaveAllowed.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty || readOnly) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, readOnly]);

  const allowLeave = useCallback(() => {
    leaveAllowed.current = true;
  }, []);

  const dialog = (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t('developers.editor.leave.title')}
      testId="editor-leave-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => blocker.reset?.()}
            data-testid="editor-leave-stay"
          >
            {t('developers.editor.leave.stay')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => blocker.proceed?.()}
            data-testid="editor-leave-confirm"
          >
            {t('developers.editor.leave.leave')}
          </button>
        </>
      }
    >
      <p>{t('developers.editor.leave.message')}</p>
    </Dialog>
  );

  return { allowLeave, dialog };
}
