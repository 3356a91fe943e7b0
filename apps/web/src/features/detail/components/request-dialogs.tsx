import { INSTALL_REQUEST_REASON_MAX, type Product } from '@lagoon/contract';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentHl } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { goToLogin, usePortalUrls, useSession } from '../../session';
import { sendInstallRequest, withdrawInstallRequest } from '../api/install-requests';
import type { RequestSummary } from '../install/install-access';
import type { InstallState } from '../install/install-machine';

/**
 * The install button's request dialogs: asking for an item the browser's group does not allow
 * (with the denial of the last request, if any), and the open request with Withdraw. Their own
 * chunk, loaded the first time one opens. A signed-out visitor is sent to sign in first.
 */
export default function RequestDialogs({
  product,
  state,
  groupId,
  onOpenChange,
  onSent,
  onWithdrawn,
}: {
  product: Product;
  state: InstallState;
  groupId: string | null;
  onOpenChange: (open: boolean) => void;
  onSent: (request: RequestSummary) => void;
  onWithdrawn: () => void;
}) {
  const session = useSession();
  const location = useLocation();
  const hl = useCurrentHl();
  const portal = usePortalUrls();
  const asking = state.dialog === 'request';
  const signedOut = session.isResolved && !session.isAuthenticated;
  useEffect(() => {
    if (asking && signedOut)
      goToLogin(`${location.pathname}${location.search}`, hl, portal.loginUrl);
  }, [asking, signedOut, location.pathname, location.search, hl, portal.loginUrl]);
  return (
    <>
      <AskDialog
        open={asking && session.isAuthenticated}
        product={product}
        previous={state.request}
        groupId={groupId}
        onOpenChange={onOpenChange}
        onSent={onSent}
      />
      <RequestedDialog
        open={state.dialog === 'requested'}
        request={state.request}
        onOpenChange={onOpenChange}
        onWithdrawn={onWithdrawn}
      />
    </>
  );
}

function AskDialog({
  open,
  product,
  previous,
  groupId,
  onOpenChange,
  onSent,
}: {
  open: boolean;
  product: Product;
  previous: RequestSummary | null;
  groupId: string | null;
  onOpenChange: (open: boolean) => void;
  onSent: (request: RequestSummary) => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = reason.trim();
  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const { id } = await sendInstallRequest({
        extensionId: product.extensionId,
        reason: trimmed,
        groupId,
      });
      setReason('');
      onSent({ id, state: 'open', createdAt: new Date().toISOString(), decisionReason: null });
    } catch (error) {
      setFailure(failureText(error, (code) => t(`errors.${code}`)));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('requests.dialog.title', { name: product.name })}
      testId="install-request-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onOpenChange(false)}
          >
            {t('requests.dialog.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={sending || trimmed.length === 0}
            data-testid="install-request-send"
            onClick={() => void send()}
          >
            {t(sending ? 'requests.dialog.sending' : 'requests.dialog.send')}
          </button>
        </>
      }
    >
      {previous?.state === 'denied' && (
        <div data-testid="install-request-denial">
          <p>
            <strong>{t('requests.dialog.deniedTitle')}</strong>
          </p>
          {previous.decisionReason && (
            <p>{t('requests.dialog.deniedReason', { reason: previous.decisionReason })}</p>
          )}
          <p>{t('requests.dialog.askAgain')}</p>
        </div>
      )}
      <p>{t('requests.dialog.body')}</p>
      <label htmlFor={reasonId}>{t('requests.dialog.reasonLabel')}</label>
      <textarea
        id={reasonId}
        className="input"
        rows={4}
        maxLength={INSTALL_REQUEST_REASON_MAX}
        value={reason}
        required
        onChange={(event) => setReason(event.target.value)}
        data-testid="install-request-reason"
        style={{ width: '100%' }}
      />
      <p>{t('requests.dialog.reasonHelp', { max: INSTALL_REQUEST_REASON_MAX })}</p>
      {failure && (
        <p role="alert" data-testid="install-request-error">
          {failure}
        </p>
      )}
    </Dialog>
  );
}

function RequestedDialog({
  open,
  request,
  onOpenChange,
  onWithdrawn,
}: {
  open: boolean;
  request: RequestSummary | null;
  onOpenChange: (open: boolean) => void;
  onWithdrawn: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [withdrawing, setWithdrawing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const date = request ? (formatDate(request.createdAt, i18n.language) ?? '') : '';
  const withdraw = async () => {
    if (!request) return;
    setWithdrawing(true);
    setFailure(null);
    try {
      await withdrawInstallRequest(request.id);
      onWithdrawn();
    } catch (error) {
      setFailure(failureText(error, (code) => t(`errors.${code}`)));
    } finally {
      setWithdrawing(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('requests.status.title')}
      testId="install-requested-dialog"
      actions={
        <>
          {request?.state === 'open' && (
            <button
              type="button"
              className="button button-secondary"
              disabled={withdrawing}
              data-testid="install-request-withdraw"
              onClick={() => void withdraw()}
            >
              {t(withdrawing ? 'requests.status.withdrawing' : 'requests.status.withdraw')}
            </button>
          )}
          <button
            type="button"
            className="button button-primary"
            onClick={() => onOpenChange(false)}
          >
            {t('requests.status.close')}
          </button>
        </>
      }
    >
      <p>{t('requests.status.body', { date })}</p>
      {failure && <p role="alert">{failure}</p>}
    </Dialog>
  );
}
