import { starFills } from '../../../components/product/star-fill';
import styles from './ratings.module.css';

/** A star on a 24-unit grid, as the store draws it everywhere. */
export const STAR_PATH =
  'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z';
const CELL = 24;

/** One star, filled or empty, for buttons and labels. */
export function Star({ size, filled }: { size: number; filled: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${CELL} ${CELL}`}
      aria-hidden="true"
      focusable="false"
      className={styles.star}
    >
      <path className={filled ? styles.starFilled : styles.starEmpty} d={STAR_PATH} />
    </svg>
  );
}

/**
 * Five stars filled to a score, named for assistive technology by `label` (the score in words);
 * partial stars are clipped copies, as in the product cards.
 */
export function ScoreStars({
  score,
  size = 14,
  label,
}: {
  score: number;
  size?: number;
  label: string;
}) {
  const fills = starFills(score);
  return (
    <svg
      className={styles.stars}
      role="img"
      aria-label={label}
      width={size * fills.length}
      height={size}
      viewBox={`0 0 ${CELL * fills.length} ${CELL}`}
      focusable="false"
    >
      {fills.map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are fixed positions
        <g key={index} transform={`translate(${index * CELL} 0)`}>
          <path className={styles.starEmpty} d={STAR_PATH} />
          {fill > 0 && (
            <svg width={CELL * fill} height={CELL} overflow="hidden" aria-hidden="true">
              <path className={styles.starFilled} d={STAR_PATH} />
            </svg>
          )}
        </g>
      ))}
    </svg>
  );
}
