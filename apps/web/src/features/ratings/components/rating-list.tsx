import type { Rating, RatingSort } from '@lagoon/contract';
import { RATING_SORTS } from '@lagoon/contract';
import { type Ref, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { RatingView } from '../rating-view';
import { RatingItem, type ReviewActions } from './rating-item';
import styles from './ratings.module.css';

/**
 * The item's ratings in the chosen order, one page at a time. While another order, score or
 * page is read, the list on screen stays (marked busy) until it arrives.
 */
export function RatingList({
  extensionId,
  view,
  ratings,
  page,
  pages,
  busy,
  actions,
  headRef,
  onSort,
  onScore,
  onPage,
}: {
  extensionId: string;
  view: RatingView;
  ratings: readonly Rating[];
  /** The page shown, from 0, and how many there are. */
  page: number;
  pages: number;
  busy: boolean;
  actions: ReviewActions;
  headRef: Ref<HTMLDivElement>;
  onSort: (sort: RatingSort) => void;
  onScore: (score: number | null) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const sortId = useId();
  return (
    <div className={styles.listArea}>
      <div className={styles.listHead} ref={headRef}>
        <h3 id={titleId} className={styles.formTitle}>
          {t('ratings.list')}
        </h3>
        <div className={styles.sort}>
          <label htmlFor={sortId} className={styles.label}>
            {t('ratings.sort.label')}
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={view.sort}
            onChange={(event) => onSort(event.target.value as RatingSort)}
            data-testid="ratings-sort"
          >
            {RATING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`ratings.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {view.score !== null && (
        <p className={styles.filtered} data-testid="ratings-filter">
          <span>{t('ratings.filtered', { score: view.score })}</span>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => onScore(null)}
            data-testid="ratings-show-all"
          >
            {t('ratings.showAll')}
          </button>
        </p>
      )}
      {ratings.length === 0 ? (
        <p className={styles.empty} data-testid="ratings-empty" aria-busy={busy || undefined}>
          {view.score !== null && page === 0
            ? t('ratings.emptyScore', { score: view.score })
            : t('ratings.empty')}
        </p>
      ) : (
        <ol
          className={busy ? `${styles.list} ${styles.busy}` : styles.list}
          aria-labelledby={titleId}
          aria-busy={busy || undefined}
          data-testid="ratings-list"
        >
          {ratings.map((rating) => (
            <RatingItem
              key={rating.ratingId}
              extensionId={extensionId}
              rating={rating}
              actions={actions}
            />
          ))}
        </ol>
      )}
      {(pages > 1 || page > 0) && (
        <nav className={styles.pager} aria-label={t('ratings.pages')}>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page === 0 || busy}
            onClick={() => onPage(page - 1)}
            data-testid="ratings-previous"
          >
            {t('ratings.previous')}
          </button>
          <span className={styles.muted} data-testid="ratings-page">
            {t('ratings.page', { page: page + 1, pages: Math.max(pages, page + 1) })}
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page + 1 >= pages || busy}
            onClick={() => onPage(page + 1)}
            data-testid="ratings-next"
          >
            {t('ratings.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
