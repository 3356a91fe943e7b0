import type { RatingReport, ReportedRating } from '@lagoon/contract';
import { useId, useState } from 'react';
import { useLoaderData } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { RatingStars } from '../../../components/product/rating-stars';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import cards from '../components/queue-card.module.css';
import { QueueList, QueuePage } from '../components/queue-page';
import { auditSearchPath } from '../model/audit-search';
import { ModerationDialog } from './moderation-dialog';
import own from './ratings.module.css';
import { RATING_QUEUE_STATES, type RatingDecision, type RatingQueueState } from './ratings-api';
import { type RatingReportsData, ratingQueuePath } from './ratings-loader';

/** Every decision of the section, in the log. */
const LOG_PATH = auditSearchPath({ q: '', area: 'ratings', action: null, page: 1 });

/**
 * /admin/ratings?state=open|hidden: the "Reviews" section. Ratings visitors reported, the
 * oldest report first, with the reports; an administrator hides a rating (it leaves its item's
 * rating) or dismisses the reports, and restores a hidden one, each with an optional reason
 * kept in the log.
 */
export function RatingsSection() {
  const { t } = useTranslation();
  const data = useLoaderData() as RatingReportsData | null;
  return (
    <QueuePage
      title={t('admin.ratings.title')}
      description={t('admin.ratings.description')}
      testId="admin-ratings"
      log={{ path: LOG_PATH, label: t('admin.ratings.logLink'), testId: 'ratings-log-link' }}
      views={{
        label: t('admin.ratings.viewsLabel'),
        testIdPrefix: 'ratings-state',
        items: RATING_QUEUE_STATES.map((state) => ({
          value: state,
          label: t(`admin.ratings.states.${state}`),
          to: ratingQueuePath(state),
          active: data?.state === state,
        })),
      }}
    >
      {data ? <Queue data={data} /> : <Spinner />}
    </QueuePage>
  );
}

interface Pending {
  rating: ReportedRating;
  decision: RatingDecision;
}

function Queue({ data }: { data: RatingReportsData }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const { state, queue } = data;
  return (
    <>
      <QueueList
        entries={queue.error ? queue : { data: queue.data.ratings }}
        emptyMessage={t(`admin.ratings.empty.${state}`)}
        count={(count) => t(`admin.ratings.count.${state}`, { count })}
        countTestId="ratings-count"
        listLabel={t(`admin.ratings.listLabel.${state}`)}
      >
        {(ratings) =>
          ratings.map((rating) => (
            <li key={rating.ratingId}>
              <ReportedRatingCard
                rating={rating}
                state={state}
                onDecide={(decision) => setPending({ rating, decision })}
              />
            </li>
          ))
        }
      </QueueList>
      {pending && (
        <ModerationDialog
          key={`${pending.rating.ratingId}-${pending.decision}`}
          rating={pending.rating}
          decision={pending.decision}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}

function ReportedRatingCard({
  rating,
  state,
  onDecide,
}: {
  rating: ReportedRating;
  state: RatingQueueState;
  onDecide: (decision: RatingDecision) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const date = formatDate(rating.createAt, i18n.language);
  const decisions: RatingDecision[] = rating.hidden
    ? ['restore']
    : rating.reports.length > 0
      ? ['hide', 'dismiss']
      : ['hide'];
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="reported-rating"
      data-rating-id={rating.ratingId}
      data-extension-id={rating.extensionId}
      data-hidden={rating.hidden ? 'true' : 'false'}
    >
      <div className={cards.header}>
        <div className={styles.itemText}>
          <h2 id={headingId} className={cards.itemHeading}>
            <AppLink
              to={`/detail/${rating.extensionId}`}
              className={styles.itemName}
              data-testid="reported-rating-item"
            >
              {rating.itemName}
            </AppLink>
          </h2>
          <span className={styles.mono}>{rating.extensionId}</span>
        </div>
        <div className={own.score}>
          {rating.hidden && (
            <span className={styles.badge} data-tone="danger" data-testid="reported-rating-hidden">
              {t('admin.ratings.hidden')}
            </span>
          )}
          <RatingStars score={rating.score} size={16} />
        </div>
      </div>
      <p className={cards.meta}>
        <span className={cards.person} data-testid="reported-rating-author">
          {rating.nickname}
        </span>
        {date && <time dateTime={rating.createAt}>{date}</time>}
        {rating.version && <span>{t('admin.ratings.version', { version: rating.version })}</span>}
        <span>{t('admin.ratings.helpful', { count: rating.helpfulCount })}</span>
        <AppLink to={`/admin/items/${rating.extensionId}`} data-testid="reported-rating-case">
          {t('admin.ratings.openCase')}
        </AppLink>
      </p>
      {rating.text ? (
        <p className={cards.text} data-testid="reported-rating-text">
          {rating.text}
        </p>
      ) : (
        <p className={styles.muted}>{t('admin.ratings.noText')}</p>
      )}
      {rating.reply && (
        <div className={own.reply}>
          <p className={own.replyHeading}>
            {t('admin.ratings.reply', { name: rating.reply.author })}
          </p>
          <p className={cards.text}>{rating.reply.text}</p>
        </div>
      )}
      <Reports reports={rating.reports} state={state} />
      <div className={styles.decisionButtons}>
        {decisions.map((decision) => (
          <button
            key={decision}
            type="button"
            className={
              decision === 'dismiss'
                ? 'button button-secondary button-small'
                : `button button-primary button-small ${decision === 'hide' ? styles.dangerButton : ''}`
            }
            aria-label={t(`admin.ratings.decisions.${decision}.openLabel`, {
              name: rating.nickname,
            })}
            onClick={() => onDecide(decision)}
            data-testid={`reported-rating-${decision}`}
          >
            {t(`admin.ratings.decisions.${decision}.open`)}
          </button>
        ))}
      </div>
    </article>
  );
}

function Reports({
  reports,
  state,
}: {
  reports: readonly RatingReport[];
  state: RatingQueueState;
}) {
  const { t, i18n } = useTranslation();
  if (reports.length === 0) return null;
  return (
    <div className={cards.footer}>
      <h3 className={own.reportsHeading}>
        {t(state === 'hidden' ? 'admin.ratings.reportsHidden' : 'admin.ratings.reports', {
          count: reports.length,
        })}
      </h3>
      <ul className={own.reportList}>
        {reports.map((report, index) => {
          const when = formatDate(report.createAt, i18n.language, 'dateTime');
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id of their own and never move
            <li key={index} className={own.report} data-testid="rating-report">
              <div className={cards.footerLine}>
                <span
                  className={styles.badge}
                  data-tone="accent"
                  data-testid="rating-report-reason"
                >
                  {t(`admin.ratings.reasons.${report.reason}`)}
                </span>
                <span>{t('admin.ratings.reportedBy', { name: report.reporter })}</span>
                {when && (
                  <time dateTime={report.createAt} className={styles.muted}>
                    {when}
                  </time>
                )}
              </div>
              {report.text && (
                <p className={own.note} data-testid="rating-report-note">
                  {report.text}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
