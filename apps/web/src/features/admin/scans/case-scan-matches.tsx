import { type CaseScanMatches, SCAN_RULE_DESCRIPTION_MAX } from '@lagoon/contract';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { AlertIcon } from '../../../components/icons';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { TextField } from '../browsers/limit-fields';
import { MatchTable } from './scan-rule-parts';
import { clearCaseScanMatches } from './scans-api';

/**
 * A case's scan rule matches: each rule's finding in the package under review, a notice when
 * one holds the package from approval, and the override that clears the matches with a reason.
 */
export function CaseScanMatchesView({
  extensionId,
  found,
}: {
  extensionId: string;
  found: CaseScanMatches;
}) {
  const { t } = useTranslation();
  const [clearing, setClearing] = useState(false);
  const open = found.matches.filter((match) => match.clearedAt === null);
  if (found.matches.length === 0) {
    return <p className={styles.muted}>{t('admin.scans.case.none')}</p>;
  }
  return (
    <div className={styles.stack}>
      {found.held && (
        <p className={styles.warning} role="note" data-testid="case-scan-held">
          <AlertIcon size={16} />
          {t('admin.scans.case.held')}
        </p>
      )}
      <MatchTable matches={found.matches} showRule />
      {open.length > 0 && (
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setClearing(true)}
            data-testid="case-scan-clear"
          >
            {t('admin.scans.case.clear')}
          </button>
        </div>
      )}
      {clearing && <ClearDialog extensionId={extensionId} onClose={() => setClearing(false)} />}
    </div>
  );
}

function ClearDialog({ extensionId, onClose }: { extensionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const snackbar = useSnackbar();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const clear = useWrite((text: string) => clearCaseScanMatches(extensionId, text), {
    onSuccess: () => {
      snackbar.show(t('admin.scans.case.cleared'));
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('admin.scans.case.clearTitle')}
      testId="case-scan-clear-dialog"
      actions={
        <DialogButtons
          onCancel={onClose}
          label={t('admin.scans.case.clear')}
          pendingLabel={t('admin.scans.case.clearing')}
          pending={clear.pending}
          form={formId}
          testId="case-scan-clear-confirm"
        />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (clear.pending) return;
          if (!reason.trim()) {
            setMissing(true);
            return;
          }
          void clear.run(reason.trim());
        }}
      >
        <p>{t('admin.scans.case.clearBody')}</p>
        <TextField
          label={t('admin.scans.case.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          max={SCAN_RULE_DESCRIPTION_MAX}
          problem={missing ? t('admin.scans.case.reasonRequired') : null}
          rows={3}
          required
          testId="case-scan-clear-reason"
        />
        {clear.error && (
          <p className={styles.formAlert} role="alert">
            {t(`errors.${isApiError(clear.error) ? clear.error.code : 'INTERNAL_ERROR'}`)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
