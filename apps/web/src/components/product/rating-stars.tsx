import { useTranslation } from '../../i18n/react';
import styles from './rating-stars.module.css';
import { displayScore, STAR_COUNT, starFills } from './star-fill';

/** A star on a 24-unit grid, centred with room around it so neighbours never touch. */
const STAR_PATH =
  'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z';
const CELL = 24;

/**
 * Five stars filled to the score (0 to 5), with the score as text beside them. The stars are
 * one SVG: each filled star is a copy clipped by a nested viewport of the filled width, so
 * partial stars have a crisp edge and nothing depends on how the layout sizes its children.
 */
export function RatingStars({ score, size = 14 }: { score: number; size?: number }) {
  const { t } = useTranslation();
  const shown = displayScore(score);
  const label = shown > 0 ? shown.toFixed(1) : '–';
  const fills = starFills(shown);
  return (
    <span
      className={styles.rating}
      role="img"
      aria-label={shown > 0 ? t('product.rating', { score: label }) : t('product.noRating')}
    >
      <svg
        className={styles.stars}
        width={size * STAR_COUNT}
        height={size}
        viewBox={`0 0 ${CELL * STAR_COUNT} ${CELL}`}
        aria-hidden="true"
        focusable="false"
      >
        {fills.map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are fixed positions
          <g key={index} transform={`translate(${index * CELL} 0)`}>
            <path className={styles.empty} d={STAR_PATH} />
            {fill > 0 && (
              <svg width={CELL * fill} height={CELL} overflow="hidden" aria-hidden="true">
                <path className={styles.filled} d={STAR_PATH} />
              </svg>
            )}
          </g>
        ))}
      </svg>
      <span className={styles.score} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
