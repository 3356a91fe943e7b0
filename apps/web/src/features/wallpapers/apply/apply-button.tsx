import type { Product } from '@lagoon/contract';
import { lazy, Suspense, useState } from 'react';
import { CheckIcon } from '../../../components/more-icons';
import { useTranslation } from '../../../i18n/react';
import { loadChunk } from '../../../lib/chunk-load';
import styles from './apply.module.css';
import { type ApplyFailure, applyView, NO_PHOTOS } from './apply-machine';
import { useApply } from './use-apply';

const ApplyDialog = lazy(() => loadChunk(() => import('./apply-dialog')));

/**
 * "Apply" on a wallpaper's page: sends the wallpaper to the companion, which shows it on every
 * new tab, then opens a new tab. "Applied" says the new tab shows this one; "Apply again"
 * sends it anew. Without a companion (or in an incognito window) Apply opens a dialog that
 * explains and offers the photo for download. The button carries the machine's status in
 * data-apply-state.
 */
export function ApplyButton({ theme }: { theme: Product }) {
  const { t } = useTranslation();
  const { state, dispatch, remembered } = useApply(theme);
  const view = applyView(state, remembered);
  // The dialog's code (and the dialog library) loads the first time it opens, and stays.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (state.dialog && !dialogWanted) setDialogWanted(true);
  return (
    <div className={styles.apply}>
      <span role="status">
        {view.applied && (
          <span className={styles.applied} data-testid="wallpaper-applied">
            <CheckIcon size={18} />
            {t('wallpapers.applied')}
          </span>
        )}
      </span>
      <button
        type="button"
        className={`button button-${view.variant}`}
        disabled={view.disabled}
        aria-haspopup={view.opensDialog ? 'dialog' : undefined}
        aria-busy={view.busy || undefined}
        data-testid="wallpaper-apply"
        data-apply-state={state.status}
        onClick={() => dispatch({ type: 'press' })}
      >
        {t(view.labelKey)}
      </button>
      {state.failure && <ApplyError failure={state.failure} />}
      {dialogWanted && state.unavailable && (
        <Suspense fallback={null}>
          <ApplyDialog
            theme={theme}
            reason={state.unavailable}
            open={state.dialog}
            onOpenChange={(open) => {
              if (!open) dispatch({ type: 'dialog-closed' });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Why the last apply failed, in words, with the companion's code for whoever helps. */
function ApplyError({ failure }: { failure: ApplyFailure }) {
  const { t } = useTranslation();
  let message = t('wallpapers.applyFailed');
  if (failure.code === NO_PHOTOS) message = t('wallpapers.applyNoPhotos');
  else if (failure.code === 'NOT_ALLOWED') message = t('wallpapers.applyNotAllowed');
  return (
    <p className={styles.message} role="alert" data-testid="wallpaper-apply-error">
      {message}
      {failure.code !== NO_PHOTOS && (
        <>
          {' '}
          <code>{failure.code}</code>
        </>
      )}
    </p>
  );
}
