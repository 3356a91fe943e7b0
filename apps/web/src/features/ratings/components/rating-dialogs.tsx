import type { RatingReportInput, RatingReportReason } from '@lagoon/contract';
import { RATING_REPORT_REASONS, RATING_REPORT_TEXT_MAX } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import { useWrite } from '../../../lib/use-write';
import { deleteMyRating, reportRating } from '../api/rating-writes';
import {
  checkReportText,
  problemText,
  type RatingProblem,
  ratingErrorText,
} from '../rating-errors';
import styles from './ratings.module.css';

/** The dialog the ratings section has open. */
export type RatingDialog = { kind: 'delete' } | { kind: 'report'; ratingId: string };

/**
 * The ratings section's dialogs: deleting one's rating and reporting a review. Their own chunk,
 * with the dialog library, loaded the first time one opens, so the detail page hydrates
 * without them.
 */
export default function RatingDialogs({
  extensionId,
  dialog,
  onClose,
  onDeleted,
}: {
  extensionId: string;
  dialog: RatingDialog | null;
  onClose: () => void;
  /** The visitor's rating is gone. */
  onDeleted: () => void;
}) {
  const [reported, setReported] = useState<string | null>(null);
  // The review a report dialog is about stays while the dialog closes.
  if (dialog?.kind === 'report' && dialog.ratingId !== reported) setReported(dialog.ratingId);
  return (
    <>
      <DeleteDialog
        extensionId={extensionId}
        open={dialog?.kind === 'delete'}
        onClose={onClose}
        onDeleted={onDeleted}
      />
      {reported !== null && (
        <ReportDialog
          key={reported}
          extensionId={extensionId}
          ratingId={reported}
          open={dialog?.kind === 'report'}
          onClose={onClose}
        />
      )}
    </>
  );
}

function DeleteDialog({
  extensionId,
  open,
  onClose,
  onDeleted,
}: {
  extensionId: string;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const remove = useWrite(() => deleteMyRating(extensionId), {
    onSuccess: () => {
      snackbar.show(t('ratings.deleteDialog.done'));
      onDeleted();
      onClose();
    },
  });
  const close = (next: boolean) => {
    if (next || remove.pending) return;
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('ratings.deleteDialog.title')}
      testId="rating-delete-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => close(false)}
            disabled={remove.pending}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`button button-primary ${styles.dangerButton}`}
            onClick={() => void remove.run()}
            disabled={remove.pending}
            data-testid="rating-delete-confirm"
          >
            {t('ratings.deleteDialog.confirm')}
          </button>
        </>
      }
    >
      <p>{t('ratings.deleteDialog.body')}</p>
      {remove.error && (
        <p className={styles.errorText} role="alert">
          {ratingErrorText(t, remove.error)}
        </p>
      )}
    </Dialog>
  );
}

function ReportDialog({
  extensionId,
  ratingId,
  open,
  onClose,
}: {
  extensionId: string;
  ratingId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const [reason, setReason] = useState<RatingReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<RatingProblem | null>(null);
  const formId = useId();
  const reasonName = useId();
  const textId = useId();
  const counterId = useId();
  const report = useWrite(
    (input: RatingReportInput) => reportRating(extensionId, ratingId, input),
    {
      onSuccess: () => {
        snackbar.show(t('ratings.reportDialog.done'));
        onClose();
      },
    },
  );
  const close = (next: boolean) => {
    if (next || report.pending) return;
    onClose();
  };
  const over = text.trim().length > RATING_REPORT_TEXT_MAX;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (report.pending) return;
    const found = reason === null ? 'ratings.reason.invalid' : checkReportText(text);
    setProblem(found);
    report.reset();
    if (!found && reason !== null) void report.run({ reason, text: text.trim() || null });
  };
  const failure = problem
    ? problemText(t, problem)
    : report.error
      ? ratingErrorText(t, report.error)
      : null;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('ratings.reportDialog.title')}
      testId="rating-report-dialog"
      actions={
        <DialogButtons
          onCancel={() => close(false)}
          label={t('ratings.reportDialog.submit')}
          pending={report.pending}
          holdCancel
          form={formId}
          testId="rating-report-submit"
        />
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.reasons}>
          <legend className={styles.label}>{t('ratings.reportDialog.reasonLabel')}</legend>
          {RATING_REPORT_REASONS.map((value) => (
            <label key={value} className={styles.reason}>
              <input
                type="radio"
                name={reasonName}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  if (problem === 'ratings.reason.invalid') setProblem(null);
                }}
                data-testid={`rating-report-reason-${value}`}
              />
              {t(`ratings.reportDialog.reasons.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={textId} className={styles.label}>
            {t('ratings.reportDialog.textLabel')}
          </label>
          <textarea
            id={textId}
            className={styles.textarea}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={over || undefined}
            aria-describedby={counterId}
            data-testid="rating-report-text"
          />
          <p
            id={counterId}
            className={over ? `${styles.counter} ${styles.counterOver}` : styles.counter}
            data-testid="rating-report-counter"
          >
            {t('ratings.form.counter', {
              length: formatNumber(text.length, i18n.language),
              max: formatNumber(RATING_REPORT_TEXT_MAX, i18n.language),
            })}
          </p>
        </div>
        {failure && (
          <p className={styles.errorText} role="alert" data-testid="rating-report-error">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
