import type { Product } from '@lagoon/contract';
import { useId, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../session';
import {
  buttonView,
  type InstallFailure,
  type InstallState,
  NO_PACKAGE,
  NO_WEB_APP_URL,
} from '../install/install-machine';
import {
  dismissManifestV2Warning,
  isManifestV2WarningDismissed,
} from '../install/manifest-v2-warning';
import { type InstallProduct, useInstall } from '../install/use-install';
import styles from './detail-components.module.css';

/**
 * The install button. Wallpapers keep "Apply"; extensions, sidebars and web apps run
 * the install machine (install/install-machine.ts): Add, then Checking... or Installing...,
 * then Added; Enable, then Enabled; Blocked by admin. The button carries the machine's status
 * in data-install-state, and every refusal or failure opens a dialog saying why.
 */
export function InstallButton({ product }: { product: InstallProduct }) {
  const { t } = useTranslation();
  // A blocked wallpaper says so like any item; the others' Apply is another issue's.
  if (product.productType === 'theme' && !product.blocked) {
    return (
      <button type="button" className="button button-primary" data-testid="install-button">
        {t('install.apply')}
      </button>
    );
  }
  return <InstallMachineButton product={product} />;
}

function InstallMachineButton({ product }: { product: InstallProduct }) {
  const { t } = useTranslation();
  const { state, dispatch } = useInstall(product);
  const view = buttonView(state);
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
      <BlockedDialog product={product} open={state.dialog === 'blocked'} onOpenChange={close} />
      <SetupDialog open={state.dialog === 'setup'} onOpenChange={close} />
      <RefusalDialog
        open={state.dialog === 'secret'}
        onOpenChange={close}
        message={t('errors.SECRET_MODE')}
        testId="install-secret-dialog"
      />
      <RefusalDialog
        open={state.dialog === 'notebook'}
        onOpenChange={close}
        message={t('errors.WEBAPP_NOTEBOOK_ONLY')}
        testId="install-notebook-dialog"
      />
      <ErrorDialog state={state} onOpenChange={close} />
      <ManifestV2Dialog
        open={state.dialog === 'mv2'}
        onOpenChange={close}
        onContinue={(dontShowAgain) => {
          if (dontShowAgain) dismissManifestV2Warning();
          dispatch({ type: 'manifest-v2-continue' });
        }}
      />
    </>
  );
}

interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function OkButton({ onOpenChange }: Pick<DialogState, 'onOpenChange'>) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button-primary" onClick={() => onOpenChange(false)}>
      {t('common.ok')}
    </button>
  );
}

/** "This extension is blocked by administrator", with the item's name and id. */
function BlockedDialog({ product, ...dialog }: DialogState & { product: Product }) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...dialog}
      title={t('install.blockedTitle')}
      testId="install-blocked-dialog"
      actions={<OkButton onOpenChange={dialog.onOpenChange} />}
    >
      <p>{t('errors.INSTALL_BLOCKED')}</p>
      <dl>
        <dt>{t('install.blockedName')}</dt>
        <dd>{product.name}</dd>
        <dt>{t('install.blockedId')}</dt>
        <dd>
          <code>{product.extensionId}</code>
        </dd>
      </dl>
    </Dialog>
  );
}

/** No companion answered: how a browser gets connected to the store. */
function SetupDialog(dialog: DialogState) {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  return (
    <Dialog
      {...dialog}
      title={t('install.setupTitle')}
      testId="install-setup-dialog"
      actions={<OkButton onOpenChange={dialog.onOpenChange} />}
    >
      <p>{t('install.setupBody')}</p>
      <p>{t('install.setupPolicy')}</p>
      {isAdmin && (
        <p>
          <AppLink to="/admin/browsers" data-testid="install-setup-admin-link">
            {t('install.setupAdminLink')}
          </AppLink>
        </p>
      )}
    </Dialog>
  );
}

/** Secret mode, guest mode, a web app outside the notebook edition. */
function RefusalDialog({
  message,
  testId,
  ...dialog
}: DialogState & { message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...dialog}
      title={t('install.blockedTitle')}
      testId={testId}
      actions={<OkButton onOpenChange={dialog.onOpenChange} />}
    >
      <p>{message}</p>
    </Dialog>
  );
}

function FailureDetail({ failure }: { failure: InstallFailure }) {
  const { t } = useTranslation();
  if (failure.code === NO_PACKAGE) return <p>{t('install.noPackage')}</p>;
  if (failure.code === NO_WEB_APP_URL) return <p>{t('install.noWebAppUrl')}</p>;
  return (
    <>
      {failure.code === 'INSTALL_TIMEOUT' && <p>{t('install.timeoutHint')}</p>}
      <dl>
        <dt>{t('install.errorCode')}</dt>
        <dd>
          <code>{failure.code}</code>
        </dd>
        {failure.message && (
          <>
            <dt>{t('install.errorDetail')}</dt>
            <dd>{failure.message}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/** "An error occurred during download" with details. */
function ErrorDialog({
  state,
  onOpenChange,
}: {
  state: InstallState;
  onOpenChange: DialogState['onOpenChange'];
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={state.dialog === 'error'}
      onOpenChange={onOpenChange}
      title={t('install.errorTitle')}
      testId="install-error-dialog"
      actions={<OkButton onOpenChange={onOpenChange} />}
    >
      <p>{t('errors.INSTALL_FAILED')}</p>
      {state.failure && <FailureDetail failure={state.failure} />}
    </Dialog>
  );
}

/** The Manifest V2 warning, with "Don't show again". */
function ManifestV2Dialog({
  onContinue,
  ...dialog
}: DialogState & { onContinue: (dontShowAgain: boolean) => void }) {
  const { t } = useTranslation();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const checkboxId = useId();
  return (
    <Dialog
      {...dialog}
      title={t('product.manifestV2')}
      testId="install-mv2-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => dialog.onOpenChange(false)}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-testid="install-mv2-continue"
            onClick={() => onContinue(dontShowAgain)}
          >
            {t('install.continue')}
          </button>
        </>
      }
    >
      <p>{t('install.mv2Body')}</p>
      <p className={styles.checkRow}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={dontShowAgain}
          onChange={(event) => setDontShowAgain(event.target.checked)}
          data-testid="install-mv2-dont-show"
        />
        <label htmlFor={checkboxId}>{t('install.dontShowAgain')}</label>
      </p>
    </Dialog>
  );
}
