import type { RatingSummary } from '@lagoon/contract';
import { displayScore } from '../../../components/product/star-fill';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import { starBars } from '../rating-view';
import styles from './ratings.module.css';
import { ScoreStars, Star } from './score-stars';

/**
 * The item's ratings at a glance: the average to one decimal with its stars, how many rated and
 * wrote a review, and a bar per score from 5 to 1. Each bar is a button that shows only that
 * score's ratings (pressed while it does); pressing it again shows them all.
 */
export function RatingSummaryView({
  summary,
  score,
  onScore,
}: {
  summary: RatingSummary;
  /** The score the list is filtered by, or null. */
  score: number | null;
  onScore: (score: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const average = displayScore(summary.score);
  const shown = summary.count > 0 ? average.toFixed(1) : '–';
  return (
    <div className={styles.summary} data-testid="ratings-summary">
      <div className={styles.average}>
        <p className={styles.averageNumber} data-testid="ratings-average" aria-hidden="true">
          {shown}
        </p>
        <ScoreStars
          score={average}
          size={20}
          label={summary.count > 0 ? t('ratings.average', { score: shown }) : t('ratings.none')}
        />
        <p className={styles.muted} data-testid="ratings-count" data-count={summary.count}>
          {t('ratings.count', {
            count: summary.count,
            value: formatNumber(summary.count, language),
          })}
        </p>
        <p className={styles.muted} data-testid="ratings-review-count">
          {t('ratings.reviewCount', {
            count: summary.reviewCount,
            value: formatNumber(summary.reviewCount, language),
          })}
        </p>
      </div>
      <ul className={styles.bars} aria-label={t('ratings.barsLabel')}>
        {starBars(summary).map((bar) => {
          const pressed = score === bar.score;
          const value = formatNumber(bar.count, language);
          return (
            <li key={bar.score}>
              <button
                type="button"
                className={styles.bar}
                aria-pressed={pressed}
                disabled={bar.count === 0 && !pressed}
                onClick={() => onScore(pressed ? null : bar.score)}
                data-testid={`ratings-bar-${bar.score}`}
                data-count={bar.count}
              >
                <span className={styles.barScore} aria-hidden="true">
                  {bar.score}
                  <Star size={12} filled />
                </span>
                <span className="visually-hidden">
                  {t('ratings.bar', { count: bar.score, value })}
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${bar.percent}%` }} />
                </span>
                <span className={styles.barCount} aria-hidden="true">
                  {value}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
