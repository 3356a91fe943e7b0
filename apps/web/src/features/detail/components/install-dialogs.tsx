import type { Product } from '@lagoon/contract';
import { useId, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../session';
import { explainInstallFailure, type FailureWords } from '../install/install-failure';
import type { InstallFailure, InstallState } from '../install/install-machine';
import { INSTALL_WATCH_MS } from '../install/use-install';
import styles from './detail-components.module.css';

/**
 * Every dialog of the install button: a refusal, a failure, the setup a browser needs, the
 * Manifest V2 warning. Its own chunk, with the dialog library: the button loads it the first
 * time one opens, so a product page hydrates without it.
 */
export default function InstallDialogs({
  product,
  state,
  onOpenChange,
  onManifestV2Continue,
}: {
  product: Product;
  state: InstallState;
  onOpenChange: (open: boolean) => void;
  onManifestV2Continue: (dontShowAgain: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <BlockedDialog
        product={product}
        open={state.dialog === 'blocked'}
        onOpenChange={onOpenChange}
      />
      <SetupDialog open={state.dialog === 'setup'} onOpenChange={onOpenChange} />
      <RefusalDialog
        open={state.dialog === 'secret'}
        onOpenChange={onOpenChange}
        message={t('errors.SECRET_MODE')}
        testId="install-secret-dialog"
      />
      <RefusalDialog
        open={state.dialog === 'notebook'}
        onOpenChange={onOpenChange}
        message={t('errors.WEBAPP_NOTEBOOK_ONLY')}
        testId="install-notebook-dialog"
      />
      <ErrorDialog state={state} onOpenChange={onOpenChange} />
      <ManifestV2Dialog
        open={state.dialog === 'mv2'}
        onOpenChange={onOpenChange}
        onContinue={onManifestV2Continue}
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
      <dl className={styles.facts}>
        <div>
          <dt>{t('install.blockedName')}</dt>
          <dd>{product.name}</dd>
        </div>
        <div>
          <dt>{t('install.blockedId')}</dt>
          <dd>
            <code>{product.extensionId}</code>
          </dd>
        </div>
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

function useFailureWords(): (words: FailureWords) => string {
  const { t } = useTranslation();
  return (words) =>
    words.key === 'timeout'
      ? t('install.failure.timeout', { count: words.minutes })
      : t(`install.failure.${words.key}`);
}

/** What went wrong in words, then the code (and the browser's message) on a details line. */
function FailureDetail({ failure }: { failure: InstallFailure }) {
  const { t } = useTranslation();
  const say = useFailureWords();
  const { words, code, detail } = explainInstallFailure(failure, INSTALL_WATCH_MS);
  return (
    <>
      <p data-testid="install-error-reason">{say(words)}</p>
      {code && (
        <dl className={`${styles.facts} ${styles.factsSmall}`} data-testid="install-error-details">
          <div>
            <dt>{t('install.errorCode')}</dt>
            <dd>
              <code>{code}</code>
            </dd>
          </div>
          {detail && (
            <div>
              <dt>{t('install.errorDetail')}</dt>
              <dd>{detail}</dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}

/** "Could not add the item" (or turn it on), with the reason. */
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
      title={t(state.retry === 'enable' ? 'install.enableErrorTitle' : 'install.errorTitle')}
      testId="install-error-dialog"
      actions={<OkButton onOpenChange={onOpenChange} />}
    >
      {state.failure ? (
        <FailureDetail failure={state.failure} />
      ) : (
        <p>{t('errors.INSTALL_FAILED')}</p>
      )}
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
