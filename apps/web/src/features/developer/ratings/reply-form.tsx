import { type CreatorRating, RATING_REPLY_MAX } from '@lagoon/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { useWrite } from '../../../lib/use-write';
import dialogStyles from '../components/developer-dialogs.module.css';
import styles from './ratings.module.css';
import { deleteReply, saveReply } from './ratings-api';
import { checkReply, type ReplyProblem } from './ratings-model';

/** Why a write failed, in words: the contract's message for the server's code. */
function useFailureText(): (error: Error) => string {
  const { t } = useTranslation();
  return (error) => (isApiError(error) ? t(`errors.${error.code}`) : t('errors.INTERNAL_ERROR'));
}

/**
 * The developer's reply under one rating: the reply with Edit and Delete (after a
 * confirmation), or a Reply button; either opens the form in place. Saving or deleting has the
 * page read again, so the list shows the reply as visitors now see it.
 */
export function ReplyBlock({ rating }: { rating: CreatorRating }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const reply = rating.reply;

  // Back from the form (or the deleted reply), the button that opened it has the focus again.
  useEffect(() => {
    if (editing || confirming || !returnFocus.current) return;
    returnFocus.current = false;
    openButton.current?.focus();
  }, [editing, confirming]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (editing) {
    return <ReplyForm rating={rating} onDone={close} />;
  }
  if (!reply) {
    return (
      <div className={styles.buttons}>
        <button
          ref={openButton}
          type="button"
          className="button button-secondary button-small"
          aria-label={t('developers.ratings.reply.openTo', { name: rating.nickname })}
          onClick={() => setEditing(true)}
          data-testid="reply-open"
        >
          {t('developers.ratings.reply.open')}
        </button>
      </div>
    );
  }
  const edited = reply.updateAt !== reply.createAt;
  const date = formatDate(edited ? reply.updateAt : reply.createAt, i18n.language);
  return (
    <div className={styles.reply} data-testid="reply">
      <p className={styles.replyHeading}>
        {t('developers.ratings.reply.heading', { name: reply.author })}
      </p>
      <p className={styles.text} data-testid="reply-text">
        {reply.text}
      </p>
      {date && (
        <p className={styles.meta}>
          <time dateTime={edited ? reply.updateAt : reply.createAt}>
            {edited ? t('developers.ratings.reply.edited', { date }) : date}
          </time>
        </p>
      )}
      <div className={styles.buttons}>
        <button
          ref={openButton}
          type="button"
          className="button button-secondary button-small"
          aria-label={t('developers.ratings.reply.editLabel', { name: rating.nickname })}
          onClick={() => setEditing(true)}
          data-testid="reply-edit"
        >
          {t('developers.ratings.reply.edit')}
        </button>
        <button
          type="button"
          className="button button-ghost button-small"
          aria-label={t('developers.ratings.reply.deleteLabel', { name: rating.nickname })}
          onClick={() => setConfirming(true)}
          data-testid="reply-delete"
        >
          {t('developers.ratings.reply.delete')}
        </button>
      </div>
      {confirming && (
        <DeleteReplyDialog
          rating={rating}
          onClose={() => setConfirming(false)}
          onDeleted={() => {
            returnFocus.current = true;
          }}
        />
      )}
    </div>
  );
}

function ReplyForm({ rating, onDone }: { rating: CreatorRating; onDone: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const failureText = useFailureText();
  const id = useId();
  const existing = rating.reply;
  const [text, setText] = useState(existing?.text ?? '');
  const [problem, setProblem] = useState<ReplyProblem | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const write = useWrite((sent: string) => saveReply(rating.extensionId, rating.ratingId, sent));

  const submit = async (sent: string) => {
    // The form closes once the list has been read again, with the reply in it.
    if (!(await write.run(sent))) return;
    snackbar.show(
      t(existing ? 'developers.ratings.reply.updated' : 'developers.ratings.reply.published'),
    );
    onDone();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    const found = checkReply(text);
    setProblem(found);
    if (found) {
      field.current?.focus();
      return;
    }
    void submit(text.trim());
  };

  const length = text.trim().length;
  const problemText =
    problem === 'required'
      ? t('developers.ratings.reply.required')
      : problem === 'tooLong'
        ? t('developers.ratings.reply.tooLong', { max: RATING_REPLY_MAX })
        : null;
  const fieldId = `${id}-text`;
  return (
    <form className={styles.replyForm} onSubmit={onSubmit} noValidate data-testid="reply-form">
      <div className={styles.fieldHeader}>
        <label htmlFor={fieldId} className={styles.label}>
          {t('developers.ratings.reply.label', { name: rating.nickname })}
        </label>
        <span
          id={`${id}-counter`}
          className={styles.counter}
          data-over={length > RATING_REPLY_MAX ? 'true' : undefined}
          data-testid="reply-counter"
        >
          {t('developers.ratings.reply.counter', { count: length, max: RATING_REPLY_MAX })}
        </span>
      </div>
      <textarea
        ref={field}
        id={fieldId}
        className={styles.textarea}
        value={text}
        rows={4}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-counter ${id}-problem`}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
          write.reset();
        }}
        data-testid="reply-textarea"
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {t('developers.ratings.reply.hint')}
      </p>
      <p id={`${id}-problem`} className={styles.fieldError} data-testid="reply-problem">
        {problemText}
      </p>
      {write.error && (
        <p className={styles.formAlert} role="alert" data-testid="reply-error">
          {failureText(write.error)}
        </p>
      )}
      <div className={styles.buttons}>
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={write.pending}
          data-testid="reply-submit"
        >
          {write.pending
            ? t('developers.ratings.reply.saving')
            : t(existing ? 'developers.ratings.reply.update' : 'developers.ratings.reply.save')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={onDone}
          disabled={write.pending}
          data-testid="reply-cancel"
        >
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

function DeleteReplyDialog({
  rating,
  onClose,
  onDeleted,
}: {
  rating: CreatorRating;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const failureText = useFailureText();
  const deletion = useWrite(async () => {
    await deleteReply(rating.extensionId, rating.ratingId);
    return true;
  });
  // The dialog closes once the list has been read again, without the reply.
  const confirm = async () => {
    if (!(await deletion.run())) return;
    snackbar.show(t('developers.ratings.reply.deleted'));
    onDeleted();
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !deletion.pending) onClose();
      }}
      title={t('developers.ratings.reply.deleteTitle')}
      testId="reply-delete-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={onClose}
            disabled={deletion.pending}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`button ${dialogStyles.danger}`}
            disabled={deletion.pending}
            onClick={() => void confirm()}
            data-testid="reply-delete-confirm"
          >
            {deletion.pending
              ? t('developers.ratings.reply.deleting')
              : t('developers.ratings.reply.deleteSubmit')}
          </button>
        </>
      }
    >
      <p>{t('developers.ratings.reply.deleteMessage', { name: rating.nickname })}</p>
      {deletion.error && (
        <p className={styles.formAlert} role="alert" data-testid="reply-delete-error">
          {failureText(deletion.error)}
        </p>
      )}
    </Dialog>
  );
}
