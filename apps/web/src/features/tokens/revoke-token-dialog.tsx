import type { AccessToken } from '@lagoon/contract';
import { Dialog } from '../../components/dialog';
import { DialogButtons } from '../../components/dialog-buttons';
import { useTranslation } from '../../i18n/react';
import { isApiError } from '../../lib/api-error';
import { useWrite } from '../../lib/use-write';
import styles from './tokens.module.css';
import { revokeToken, type TokenArea } from './tokens-api';

/**
 * "Revoke <name>?": says that what uses the token stops working at once; revoking reads the
 * list again, where the token now shows as revoked.
 */
export function RevokeTokenDialog({
  area,
  token,
  onClose,
}: {
  area: TokenArea;
  token: AccessToken | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useWrite((tokenId: string) => revokeToken(area, tokenId), {
    onSuccess: () => onClose(),
  });
  const close = (open: boolean) => {
    if (open || revoke.pending) return;
    revoke.reset();
    onClose();
  };
  const failure = revoke.error
    ? t(`errors.${isApiError(revoke.error) ? revoke.error.code : 'INTERNAL_ERROR'}`)
    : null;
  return (
    <Dialog
      open={token !== null}
      onOpenChange={close}
      title={t(`${area}.tokens.revokeDialog.title`, { name: token?.name ?? '' })}
      testId="token-revoke-dialog"
      actions={
        <DialogButtons
          onCancel={() => close(false)}
          label={t(`${area}.tokens.revokeDialog.confirm`)}
          pendingLabel={t(`${area}.tokens.revokeDialog.pending`)}
          pending={revoke.pending}
          holdCancel
          className={styles.dangerButton}
          onConfirm={() => token && void revoke.run(token.tokenId)}
          testId="token-revoke-confirm"
        />
      }
    >
      <p>{t(`${area}.tokens.revokeDialog.body`, { prefix: token?.prefix ?? '' })}</p>
      {failure && (
        <p className={styles.problem} role="alert" data-testid="token-revoke-error">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
