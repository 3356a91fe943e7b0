import type { Rating, RatingInput } from '@lagoon/contract';
import { RATING_TEXT_MAX } from '@lagoon/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format-number';
import { useWrite } from '../../../lib/use-write';
import { postRating } from '../api/rating-writes';
import type { RaterState } from '../rater-state';
import { checkRating, problemText, type RatingProblem, ratingErrorText } from '../rating-errors';
import styles from './ratings.module.css';
import { ScoreStars } from './score-stars';
import { StarInput } from './star-input';

interface FormAreaProps {
  extensionId: string;
  state: RaterState;
  mine: Rating | null;
  /** The visitor posted their rating on this page a moment ago. */
  justPosted: boolean;
  loginHref: string | null;
  /** The sign-in link opens the portal in a new tab (see RatingsSection's signInElsewhere). */
  loginInNewTab?: boolean;
  onPosted: () => void;
  onDelete: () => void;
}

/**
 * Where a visitor rates the item: the form when they may, else what stands in its place (sign
 * in to rate, the developer's own item, ratings closed, or the rating they already gave with
 * the way to delete it). While the session is read, its place is kept empty at the height the
 * sign-in box takes, which most first visits show.
 */
export function RatingFormArea(props: FormAreaProps) {
  const { t } = useTranslation();
  switch (props.state) {
    case 'pending':
      return <div className={styles.formPending} aria-hidden="true" data-testid="rating-pending" />;
    case 'closed':
      return (
        <p className={styles.note} data-testid="rating-closed">
          {t('ratings.form.closed')}
        </p>
      );
    case 'own-item':
      return (
        <p className={styles.note} data-testid="rating-own-item">
          {t('ratings.form.ownItem')}
        </p>
      );
    case 'signed-out':
      return (
        <div className={styles.signIn} data-testid="rating-sign-in">
          <p>{t('ratings.form.signInHint')}</p>
          {props.loginHref && (
            <a
              className="button button-primary"
              href={props.loginHref}
              target={props.loginInNewTab ? '_blank' : undefined}
              rel={props.loginInNewTab ? 'noopener' : undefined}
              data-testid="rating-sign-in-link"
            >
              {t('ratings.form.signIn')}
            </a>
          )}
        </div>
      );
    case 'rated':
      return props.mine ? (
        <MyRating rating={props.mine} justPosted={props.justPosted} onDelete={props.onDelete} />
      ) : null;
    case 'can-rate':
      return (
        <RatingForm
          extensionId={props.extensionId}
          onPosted={props.onPosted}
          onDelete={props.onDelete}
        />
      );
  }
}

/** The visitor's rating of the item, with the store's words for rating twice and Delete. */
function MyRating({
  rating,
  justPosted,
  onDelete,
}: {
  rating: Rating;
  justPosted: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // The form that was just sent is gone: the keyboard goes on from its result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only where the panel first shows
  useEffect(() => {
    if (justPosted) title.current?.focus();
  }, []);
  return (
    <section className={styles.mine} aria-labelledby={titleId} data-testid="my-rating">
      <h3 id={titleId} ref={title} tabIndex={-1} className={styles.formTitle}>
        {t('ratings.form.yours')}
      </h3>
      <ScoreStars
        score={rating.score}
        size={18}
        label={t('ratings.review.rated', { score: rating.score })}
      />
      {rating.text && <p className={styles.text}>{rating.text}</p>}
      {rating.hidden && (
        <p className={styles.note} data-testid="my-rating-hidden">
          {t('ratings.form.hidden')}
        </p>
      )}
      {justPosted ? (
        <p className={styles.success} role="status" data-testid="rating-posted">
          {t('ratings.form.posted')}
        </p>
      ) : (
        <p className={styles.note} data-testid="rating-already">
          {t('errors.RATING_ALREADY_REGISTERED')}
        </p>
      )}
      <div>
        <button
          type="button"
          className={`button button-secondary button-small ${styles.dangerText}`}
          aria-haspopup="dialog"
          onClick={onDelete}
          data-testid="my-rating-delete"
        >
          {t('ratings.form.deleteRating')}
        </button>
      </div>
    </section>
  );
}

/** Stars (required) and an optional review with a live count against the contract's limit. */
function RatingForm({
  extensionId,
  onPosted,
  onDelete,
}: {
  extensionId: string;
  onPosted: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<RatingProblem | null>(null);
  const titleId = useId();
  const textId = useId();
  const counterId = useId();
  const errorId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const post = useWrite((input: RatingInput) => postRating(extensionId, input), {
    onSuccess: onPosted,
  });

  const over = text.trim().length > RATING_TEXT_MAX;
  const failure = problem
    ? problemText(t, problem)
    : post.error
      ? ratingErrorText(t, post.error)
      : null;
  const alreadyRated = isApiError(post.error) && post.error.code === 'RATING_ALREADY_REGISTERED';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (post.pending) return;
    const found = checkRating(score, text);
    setProblem(found);
    post.reset();
    if (found === 'ratings.score.required') {
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    } else if (found) {
      textArea.current?.focus();
    } else if (score !== null) {
      void post.run({ score, text: text.trim() || null });
    }
  };

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      data-testid="rating-form"
    >
      <h3 id={titleId} className={styles.formTitle}>
        {t('ratings.form.title')}
      </h3>
      <StarInput
        value={score}
        onChange={(next) => {
          setScore(next);
          if (problem === 'ratings.score.required') setProblem(null);
        }}
        invalid={problem === 'ratings.score.required'}
        describedBy={problem === 'ratings.score.required' ? errorId : undefined}
      />
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          {t('ratings.form.textLabel')}
        </label>
        <textarea
          id={textId}
          ref={textArea}
          className={styles.textarea}
          rows={4}
          value={text}
          placeholder={t('ratings.form.textPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            if (problem === 'ratings.text.max') setProblem(null);
          }}
          aria-invalid={over || undefined}
          aria-describedby={problem === 'ratings.text.max' ? `${counterId} ${errorId}` : counterId}
          data-testid="rating-text-input"
        />
        <p
          id={counterId}
          className={over ? `${styles.counter} ${styles.counterOver}` : styles.counter}
          data-testid="rating-text-counter"
        >
          {t('ratings.form.counter', {
            length: formatNumber(text.length, i18n.language),
            max: formatNumber(RATING_TEXT_MAX, i18n.language),
          })}
        </p>
      </div>
      {failure && (
        <div className={styles.error} role="alert" id={errorId} data-testid="rating-form-error">
          <p>{failure}</p>
          {alreadyRated && (
            <button
              type="button"
              className={`button button-secondary button-small ${styles.dangerText}`}
              aria-haspopup="dialog"
              onClick={onDelete}
            >
              {t('ratings.form.deleteRating')}
            </button>
          )}
        </div>
      )}
      <div>
        <button
          type="submit"
          className="button button-primary"
          disabled={post.pending}
          data-testid="rating-submit"
        >
          {post.pending ? t('ratings.form.submitting') : t('ratings.form.submit')}
        </button>
      </div>
    </form>
  );
}
