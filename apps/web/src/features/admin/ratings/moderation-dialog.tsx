import { RATING_REPORT_TEXT_MAX, type ReportedRating } from '@lagoon/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { decideRating, type RatingDecision } from './ratings-api';

/**
 * The confirmation of one decision about a reported rating (hide, restore, dismiss the
 * reports), with an optional reason kept in the log. The dialog closes once the section has
 * been read again, so the list behind it already shows the outcome.
 */
export function ModerationDialog({
  rating,
  decision,
  onClose,
}: {
  rating: ReportedRating;
  decision: RatingDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const id = useId();
  const [reason, setReason] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const write = useWrite((sent: string | null) => decideRating(rating.ratingId, decision, sent), {
    onError: (error) => {
      // Someone else decided first (or the rating is gone): show the list as it is now.
      if (
        isApiError(error) &&
        (error.code === 'INVALID_STATE_TRANSITION' || error.code === 'RATING_NOT_FOUND')
      ) {
        void revalidator.revalidate();
      }
    },
  });

  const length = reason.trim().length;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    if (length > RATING_REPORT_TEXT_MAX) {
      setTooLong(true);
      field.current?.focus();
      return;
    }
    const done = await write.run(reason.trim() || null);
    if (!done) return;
    snackbar.show(t(`admin.ratings.decisions.${decision}.done`, { name: rating.nickname }));
    onClose();
  };

  const failure = write.error
    ? isApiError(write.error)
      ? t(`errors.${write.error.code}`)
      : t('errors.INTERNAL_ERROR')
    : null;
  const formId = `${id}-form`;
  const fieldId = `${id}-reason`;
  const danger = decision === 'hide';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !write.pending) onClose();
      }}
      title={t(`admin.ratings.decisions.${decision}.title`, { name: rating.nickname })}
      width={520}
      testId="rating-decision-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={onClose}
            disabled={write.pending}
          >
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={`button button-primary ${danger ? styles.dangerButton : ''}`}
            disabled={write.pending}
            data-testid="rating-decision-submit"
          >
            {write.pending
              ? t('admin.ratings.sending')
              : t(`admin.ratings.decisions.${decision}.submit`)}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.decisionForm}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <p className={styles.muted}>
          {t(`admin.ratings.decisions.${decision}.intro`, { item: rating.itemName })}
        </p>
        {failure && (
          <p className={styles.formAlert} role="alert" data-testid="rating-decision-error">
            {failure}
          </p>
        )}
        <div className={styles.field}>
          <div className={styles.fieldHeader}>
            <label htmlFor={fieldId} className={styles.label}>
              {t('admin.ratings.reason')}
            </label>
            <span
              id={`${fieldId}-counter`}
              className={styles.counter}
              data-over={length > RATING_REPORT_TEXT_MAX ? 'true' : undefined}
              data-testid="rating-decision-counter"
            >
              {t('admin.ratings.counter', { count: length, max: RATING_REPORT_TEXT_MAX })}
            </span>
          </div>
          <textarea
            ref={field}
            id={fieldId}
            className={styles.textarea}
            value={reason}
            rows={3}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby={`${fieldId}-hint ${fieldId}-counter ${fieldId}-problem`}
            onChange={(event) => {
              setReason(event.target.value);
              setTooLong(false);
            }}
            data-testid="rating-decision-reason"
          />
          <p id={`${fieldId}-hint`} className={styles.hint}>
            {t('admin.ratings.reasonHint')}
          </p>
          <p id={`${fieldId}-problem`} className={styles.fieldError}>
            {tooLong ? t('admin.ratings.tooLong', { max: RATING_REPORT_TEXT_MAX }) : null}
          </p>
        </div>
      </form>
    </Dialog>
  );
}
