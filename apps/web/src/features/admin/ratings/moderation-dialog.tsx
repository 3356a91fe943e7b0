import { RATING_REPORT_TEXT_MAX, type ReportedRating } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import {
  DecisionFrame,
  failureText,
  NoteField,
  useDecisionWrite,
  useFocusedField,
} from '../components/decision-frame';
import { decideRating, type RatingDecision } from './ratings-api';

/** Refusals that mean the list is out of date: someone else decided, or the rating is gone. */
const STALE = ['INVALID_STATE_TRANSITION', 'RATING_NOT_FOUND'];

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
  const id = useId();
  const [reason, setReason] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const field = useFocusedField<HTMLTextAreaElement>();
  const write = useDecisionWrite(
    (sent: string | null) => decideRating(rating.ratingId, decision, sent),
    STALE,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    if (reason.trim().length > RATING_REPORT_TEXT_MAX) {
      setTooLong(true);
      field.current?.focus();
      return;
    }
    const done = await write.run(reason.trim() || null);
    if (!done) return;
    snackbar.show(t(`admin.ratings.decisions.${decision}.done`, { name: rating.nickname }));
    onClose();
  };

  return (
    <DecisionFrame
      title={t(`admin.ratings.decisions.${decision}.title`, { name: rating.nickname })}
      width={520}
      testId="rating-decision-dialog"
      intro={t(`admin.ratings.decisions.${decision}.intro`, { item: rating.itemName })}
      failure={write.error ? failureText(t, write.error) : null}
      failureTestId="rating-decision-error"
      pending={write.pending}
      danger={decision === 'hide'}
      submitLabel={
        write.pending ? t('admin.ratings.sending') : t(`admin.ratings.decisions.${decision}.submit`)
      }
      submitTestId="rating-decision-submit"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <NoteField
        id={`${id}-reason`}
        label={t('admin.ratings.reason')}
        hint={t('admin.ratings.reasonHint')}
        value={reason}
        max={RATING_REPORT_TEXT_MAX}
        rows={3}
        problem={tooLong ? t('admin.ratings.tooLong', { max: RATING_REPORT_TEXT_MAX }) : null}
        counter={(count) => t('admin.ratings.counter', { count, max: RATING_REPORT_TEXT_MAX })}
        counterTestId="rating-decision-counter"
        counterRead
        onChange={(value) => {
          setReason(value);
          setTooLong(false);
        }}
        inputRef={field}
        testId="rating-decision-reason"
      />
    </DecisionFrame>
  );
}
