import { RATING_SCORES } from '@lagoon/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import styles from './ratings.module.css';
import { Star } from './score-stars';

/**
 * The score of a rating as five radio buttons ("1 star" … "5 stars") drawn as stars: a native
 * radio group, so Tab enters it, the arrow keys move the choice and Space picks the focused
 * star. Stars up to the one chosen, or under the pointer, are filled.
 */
export function StarInput({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: number | null;
  onChange: (score: number) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? value ?? 0;
  return (
    <fieldset
      className={styles.starInput}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
      data-testid="rating-stars-input"
    >
      <legend className={styles.label}>{t('ratings.form.scoreLabel')}</legend>
      <div className={styles.starChoices}>
        {RATING_SCORES.map((score) => {
          const id = `${name}-${score}`;
          return (
            <span key={score} className={styles.starChoice}>
              <input
                id={id}
                className={styles.starRadio}
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                onMouseEnter={() => setHover(score)}
                onMouseLeave={() => setHover(null)}
                data-testid={`rating-star-${score}`}
              />
              <label
                htmlFor={id}
                className={styles.starLabel}
                data-testid={`rating-star-label-${score}`}
              >
                <Star size={28} filled={score <= lit} />
                <span className="visually-hidden">{t('ratings.form.star', { count: score })}</span>
              </label>
            </span>
          );
        })}
        <span className={styles.starChosen} aria-hidden="true">
          {lit > 0 ? t('ratings.form.star', { count: lit }) : ''}
        </span>
      </div>
    </fieldset>
  );
}
