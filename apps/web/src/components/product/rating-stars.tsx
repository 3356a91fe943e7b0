import { useTranslation } from 'react-i18next';
import { StarIcon } from '../icons';
import styles from './rating-stars.module.css';

const STAR_COUNT = 5;

/** Five stars filled to the score (0 to 5), with the score as text beside them. */
export function RatingStars({ score, size = 14 }: { score: number; size?: number }) {
  const { t } = useTranslation();
  const clamped = Math.min(STAR_COUNT, Math.max(0, score));
  const label = clamped > 0 ? clamped.toFixed(1) : '–';
  const stars = Array.from({ length: STAR_COUNT }, (_, index) => index);
  return (
    <span
      className={styles.rating}
      role="img"
      aria-label={clamped > 0 ? t('product.rating', { score: label }) : t('product.noRating')}
    >
      <span className={styles.stars}>
        <span className={styles.empty}>
          {stars.map((index) => (
            <StarIcon key={index} size={size} />
          ))}
        </span>
        <span className={styles.filled} style={{ width: `${(clamped / STAR_COUNT) * 100}%` }}>
          {stars.map((index) => (
            <StarIcon key={index} size={size} />
          ))}
        </span>
      </span>
      <span className={styles.score} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
