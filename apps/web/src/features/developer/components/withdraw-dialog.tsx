import type { ErrorCode } from '@lagoon/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAppNavigate } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { AlertIcon } from '../../../components/icons';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import { withdrawCreator } from '../api/creator-api';
import { CheckboxField } from './checkbox-field';
import styles from './developer-dialogs.module.css';

/** Refusals that mean "delete your items first". */
const ITEMS_LEFT: ReadonlySet<ErrorCode> = new Set(['PRODUCT_EXISTS', 'PRODUCT_DRAFT_EXISTS']);

export function isItemsLeftError(error: unknown): boolean {
  return isApiError(error) && ITEMS_LEFT.has(error.code);
}

/**
 * "Delete developer account": the profile destroy dialog. It needs a confirmation tick; a
 * developer who still has items gets the error dialog instead, and a withdrawn one lands on /.
 */
export function WithdrawButton() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const revalidator = useRevalidator();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [blocked, setBlocked] = useState<ErrorCode | null>(null);

  const withdrawal = useWrite(withdrawCreator, {
    // Leave the developer area before the session is read again, or its guard would see the
    // profile gone and send the visitor to registration on the way out.
    revalidate: false,
    onSuccess: async () => {
      snackbar.show(t('developers.withdraw.done'));
      await navigate('/', { replace: true });
      // Every answer (the session first) may have named the visitor as a developer.
      await revalidator.revalidate();
    },
    onError: (error) => {
      if (isApiError(error) && ITEMS_LEFT.has(error.code)) {
        setOpen(false);
        setBlocked(error.code);
      }
    },
  });

  const openDialog = () => {
    setConfirmed(false);
    withdrawal.reset();
    setOpen(true);
  };
  const error = withdrawal.error;

  return (
    <>
      <button
        type="button"
        className={`button ${styles.danger}`}
        onClick={openDialog}
        data-testid="withdraw-open"
      >
        {t('developers.withdraw.open')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!withdrawal.pending) setOpen(next);
        }}
        title={t('developers.withdraw.title')}
        testId="withdraw-dialog"
        actions={
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setOpen(false)}
              disabled={withdrawal.pending}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={`button ${styles.danger}`}
              disabled={!confirmed || withdrawal.pending}
              onClick={() => void withdrawal.run()}
              data-testid="withdraw-submit"
            >
              {withdrawal.pending
                ? t('developers.withdraw.deleting')
                : t('developers.withdraw.submit')}
            </button>
          </>
        }
      >
        <div className={styles.stack}>
          <p>{t('developers.withdraw.message')}</p>
          <CheckboxField
            id="withdraw-confirm"
            checked={confirmed}
            onChange={setConfirmed}
            label={t('developers.withdraw.confirm')}
            testId="withdraw-confirm"
          />
          {error && !isItemsLeftError(error) && (
            <p className={styles.error} role="alert" data-testid="withdraw-error">
              <AlertIcon size={18} />
              {t(`errors.${isApiError(error) ? error.code : 'INTERNAL_ERROR'}`)}
            </p>
          )}
        </div>
      </Dialog>
      <Dialog
        open={blocked !== null}
        onOpenChange={(next) => {
          if (!next) setBlocked(null);
        }}
        title={t('developers.withdraw.failedTitle')}
        testId="withdraw-blocked-dialog"
        actions={
          <button
            type="button"
            className="button button-primary"
            onClick={() => setBlocked(null)}
            data-testid="withdraw-blocked-ok"
          >
            {t('common.ok')}
          </button>
        }
      >
        <p role="alert" data-testid="withdraw-blocked-message">
          {blocked && t(`errors.${blocked}`)}
        </p>
      </Dialog>
    </>
  );
}
