import type { RollbackInput, RollbackPlan, RollbackResult } from '@lagoon/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../../lib/api-error';
import { useWrite } from '../../lib/use-write';
import { Dialog } from '../dialog';
import { DialogButtons } from '../dialog-buttons';
import styles from './rollback.module.css';
import { initialNewVersion, newVersionError } from './rollback-model';

/**
 * Asks for a rollback to `version`: the new version (the store's proposal, editable, checked as
 * it is typed), what will happen, and then what happened. The loaders read again after it.
 */
export function RollbackDialog({
  plan,
  version,
  onRollback,
  onClose,
}: {
  plan: RollbackPlan;
  version: string;
  onRollback: (input: RollbackInput) => Promise<RollbackResult>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [typed, setTyped] = useState(() => initialNewVersion(plan));
  const [touched, setTouched] = useState(false);
  const rollback = useWrite((input: RollbackInput) => onRollback(input));
  const problem = newVersionError(typed, plan);
  const newVersion = typed.trim();
  const result = rollback.data;
  const close = () => {
    if (!rollback.pending) onClose();
  };

  if (result) {
    return (
      <Dialog
        open
        onOpenChange={(next) => !next && close()}
        title={t('versions.rollback.doneTitle')}
        testId="rollback-dialog"
        actions={
          <button
            type="button"
            className="button button-primary"
            onClick={onClose}
            data-testid="rollback-done"
          >
            {t('versions.rollback.close')}
          </button>
        }
      >
        <p data-testid="rollback-result">
          {t('versions.rollback.done', {
            version: result.version,
            newVersion: result.newVersion,
            previous: result.previousVersion,
          })}
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && close()}
      title={t('versions.rollback.title', { version })}
      testId="rollback-dialog"
      actions={
        <DialogButtons
          onCancel={close}
          label={t('versions.rollback.confirm')}
          pendingLabel={t('versions.rollback.pending')}
          pending={rollback.pending}
          disabled={problem !== null}
          holdCancel
          onConfirm={() => {
            setTouched(true);
            if (problem === null) void rollback.run({ version, newVersion });
          }}
          testId="rollback-confirm"
        />
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (problem === null && !rollback.pending) void rollback.run({ version, newVersion });
        }}
      >
        <label htmlFor={fieldId} className={styles.label}>
          {t('versions.rollback.newVersion')}
        </label>
        <input
          id={fieldId}
          className={styles.input}
          value={typed}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => {
            setTyped(event.target.value);
            setTouched(true);
          }}
          data-testid="rollback-new-version"
        />
        <p
          id={`${fieldId}-hint`}
          className={problem !== null && (touched || typed !== '') ? styles.problem : styles.hint}
          data-testid="rollback-new-version-hint"
        >
          {problem !== null
            ? t(`errors.${problem}`)
            : t('versions.rollback.hint', { live: plan.liveVersion ?? '—' })}
        </p>
      </form>
      <p data-testid="rollback-explain">
        {t('versions.rollback.explain', {
          version,
          newVersion: problem === null ? newVersion : '…',
        })}
      </p>
      {rollback.error && (
        <p className={styles.problem} role="alert" data-testid="rollback-error">
          {failureText(rollback.error, (code) => t(`errors.${code}`))}
        </p>
      )}
    </Dialog>
  );
}
