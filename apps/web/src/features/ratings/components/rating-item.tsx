import type { Rating } from '@lagoon/contract';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { useWrite } from '../../../lib/use-write';
import { setHelpful } from '../api/rating-writes';
import { ratingErrorText } from '../rating-errors';
import { initialOf } from '../rating-format';
import styles from './ratings.module.css';
import { ScoreStars } from './score-stars';

/** What a visitor may do with a review; every action is off for a blocked item. */
export interface ReviewActions {
  /** Signed in: marking and reporting are possible (otherwise they lead to the sign-in). */
  signedIn: boolean;
  /** Ratings are closed: helpful and report are not offered. */
  closed: boolean;
  onSignIn: () => void;
  onReport: (rating: Rating) => void;
  onDelete: () => void;
}

function Avatar({ rating }: { rating: Rating }) {
  if (rating.profileImage) {
    return (
      <img
        className={styles.avatar}
        src={rating.profileImage}
        alt=""
        width={36}
        height={36}
        loading="lazy"
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.avatarInitial}`} aria-hidden="true">
      {initialOf(rating.nickname)}
    </span>
  );
}

/**
 * One review: who, how many stars, when and for which version, the text and the developer's
 * reply under it; "Helpful (n)" toggles the visitor's vote and "Report" opens the report
 * dialog. The visitor's own review says so and offers Delete instead.
 */
export function RatingItem({
  extensionId,
  rating,
  actions,
}: {
  extensionId: string;
  rating: Rating;
  actions: ReviewActions;
}) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const language = i18n.language;
  const vote = useWrite((helpful: boolean) => setHelpful(extensionId, rating.ratingId, helpful), {
    onError: (error) => snackbar.show(ratingErrorText(t, error)),
  });
  const helpfulText = t('ratings.review.helpful', {
    value: formatNumber(rating.helpfulCount, language),
  });
  const canAct = !rating.mine && !actions.closed;
  return (
    <li
      className={styles.item}
      data-testid="rating-item"
      data-rating-id={rating.ratingId}
      data-mine={rating.mine || undefined}
    >
      <div className={styles.itemHead}>
        <Avatar rating={rating} />
        <div className={styles.itemWho}>
          <p className={styles.author}>
            <span data-testid="rating-author">{rating.nickname}</span>
            {rating.mine && (
              <span className={styles.badge} data-testid="rating-mine-badge">
                {t('ratings.review.yours')}
              </span>
            )}
          </p>
          <p className={styles.meta}>
            <ScoreStars
              score={rating.score}
              label={t('ratings.review.rated', { score: rating.score })}
            />
            <time dateTime={rating.createAt}>
              {formatDate(rating.createAt, language, 'medium', 'UTC')}
            </time>
            {rating.version && (
              <span>{t('ratings.review.version', { version: rating.version })}</span>
            )}
          </p>
        </div>
      </div>
      {rating.text && (
        <p className={styles.text} data-testid="rating-text">
          {rating.text}
        </p>
      )}
      {rating.reply && (
        <div className={styles.reply} data-testid="rating-reply">
          <p className={styles.replyHead}>
            <strong>{t('ratings.review.reply')}</strong>
            <span>
              {t('ratings.review.replyBy', {
                name: rating.reply.author,
                date: formatDate(rating.reply.createAt, language, 'medium', 'UTC') ?? '',
              })}
            </span>
          </p>
          <p className={styles.text}>{rating.reply.text}</p>
        </div>
      )}
      <div className={styles.itemActions}>
        {canAct ? (
          <button
            type="button"
            className={`button button-small ${rating.helpful ? styles.pressed : 'button-ghost'}`}
            aria-pressed={rating.helpful}
            disabled={vote.pending}
            onClick={() => (actions.signedIn ? void vote.run(!rating.helpful) : actions.onSignIn())}
            data-testid="rating-helpful"
            data-count={rating.helpfulCount}
          >
            {helpfulText}
          </button>
        ) : (
          <span className={styles.helpfulCount} data-testid="rating-helpful-count">
            {helpfulText}
          </span>
        )}
        {canAct &&
          (rating.reported ? (
            <span className={styles.muted} data-testid="rating-reported">
              {t('ratings.review.reported')}
            </span>
          ) : (
            <button
              type="button"
              className="button button-ghost button-small"
              aria-haspopup={actions.signedIn ? 'dialog' : undefined}
              onClick={() => (actions.signedIn ? actions.onReport(rating) : actions.onSignIn())}
              data-testid="rating-report"
            >
              {t('ratings.review.report')}
            </button>
          ))}
        {rating.mine && (
          <button
            type="button"
            className={`button button-ghost button-small ${styles.dangerText}`}
            aria-haspopup="dialog"
            onClick={actions.onDelete}
            data-testid="rating-delete"
          >
            {t('ratings.review.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
