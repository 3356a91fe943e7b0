import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { loadChunk } from '../../../lib/chunk-load';
import { ApplyButton } from '../../wallpapers/apply/apply-button';
import { OpenSidePanelButton } from '../../wallpapers/apply/open-side-panel';
import { buttonView } from '../install/install-button-view';
import {
  dismissManifestV2Warning,
  isManifestV2WarningDismissed,
} from '../install/manifest-v2-warning';
import { type InstallProduct, useInstall } from '../install/use-install';
import styles from './detail-components.module.css';

const InstallDialogs = lazy(() => loadChunk(() => import('./install-dialogs')));
const RequestDialogs = lazy(() => loadChunk(() => import('./request-dialogs')));

/**
 * The install button, and "Open in side panel" once the companion answers. Wallpapers get
 * "Apply" (features/wallpapers/apply); extensions, sidebars and web apps run the install
 * machine (install/install-machine.ts): Add, then Checking... or Installing..., then Added;
 * Enable, then Enabled; Blocked by admin. The button carries the machine's status in
 * data-install-state, and every refusal or failure opens a dialog saying why.
 */
export function InstallButton({ product }: { product: InstallProduct }) {
  return (
    <>
      {/* A blocked wallpaper says so like any item. */}
      {product.productType === 'theme' && !product.blocked ? (
        <ApplyButton theme={product} />
      ) : (
        <InstallMachineButton product={product} />
      )}
      <OpenSidePanelButton extensionId={product.extensionId} />
    </>
  );
}

function InstallMachineButton({ product }: { product: InstallProduct }) {
  const { t } = useTranslation();
  const { state, dispatch, groupId } = useInstall(product);
  const view = buttonView(state);
  // The dialogs' code (and the dialog library) loads the first time one opens, and stays.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const [requestsWanted, setRequestsWanted] = useState(false);
  const requestDialog = state.dialog === 'request' || state.dialog === 'requested';
  if (state.dialog !== null && !requestDialog && !dialogsWanted) setDialogsWanted(true);
  if (requestDialog && !requestsWanted) setRequestsWanted(true);
  const close = (open: boolean) => {
    if (!open) dispatch({ type: 'dialog-closed' });
  };
  return (
    <>
      <button
        type="button"
        className={`button button-${view.variant}`}
        disabled={view.disabled}
        aria-haspopup={view.opensDialog ? 'dialog' : undefined}
        aria-busy={view.busy || undefined}
        data-testid="install-button"
        data-install-state={state.status}
        onClick={() =>
          dispatch({ type: 'press', skipManifestV2Warning: isManifestV2WarningDismissed() })
        }
      >
        {t(view.labelKey)}
      </button>
      {state.webAppNote && (state.status === 'installing' || state.status === 'uninstalled') && (
        <p className={styles.installNote} data-testid="install-webapp-note" role="status">
          {t('install.webAppNote')}
        </p>
      )}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <InstallDialogs
            product={product}
            state={state}
            onOpenChange={close}
            onManifestV2Continue={(dontShowAgain) => {
              if (dontShowAgain) dismissManifestV2Warning();
              dispatch({ type: 'manifest-v2-continue' });
            }}
          />
        </Suspense>
      )}
      {requestsWanted && (
        <Suspense fallback={null}>
          <RequestDialogs
            product={product}
            state={state}
            groupId={groupId}
            onOpenChange={close}
            onSent={(request) => dispatch({ type: 'request-sent', request })}
            onWithdrawn={() => dispatch({ type: 'request-withdrawn' })}
          />
        </Suspense>
      )}
    </>
  );
}
