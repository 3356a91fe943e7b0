import type { CreatorRating, CreatorRatingPage } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { InboxIcon } from '../../../components/icons';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { ProductIcon } from '../../../components/product/product-icon';
import { RatingStars } from '../../../components/product/rating-stars';
import { Spinner } from '../../../components/spinner';
import { StatusPanel } from '../../../components/status-panel';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { useReadingAgain } from '../../../lib/use-reading-again';
import { DashboardTabs } from '../dashboard/dashboard-tabs';
import styles from './ratings.module.css';
import type { RatingsData, RatingsItemOption } from './ratings-loader';
import { pageCount, type RatingsSearch, ratingsPath } from './ratings-model';
import { ReplyBlock } from './reply-form';

/**
 * /developers/ratings?item=&page=: what visitors said about the developer's items, newest
 * first, narrowed to one item if asked, with the developer's reply under each rating.
 */
export function RatingsPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as RatingsData | null;
  return (
    <Page
      title={t('developers.ratings.title')}
      description={t('developers.ratings.description')}
      eyebrow={t('developers.title')}
      actions={<DashboardTabs active="ratings" />}
      testId="developer-ratings"
    >
      {data ? (
        <div className={styles.stack}>
          {/* A new address starts the filter over from what it says. */}
          <ItemFilter key={data.search.item ?? ''} search={data.search} items={data.items} />
          <RatingsResults data={data} />
        </div>
      ) : (
        <Spinner />
      )}
    </Page>
  );
}

function ItemFilter({
  search,
  items,
}: {
  search: RatingsSearch;
  items: readonly RatingsItemOption[];
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const id = useId();
  const [item, setItem] = useState(search.item ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(ratingsPath({ item: item || null, page: 1 }));
  };
  // An item named by the address that is not among the developer's (any more) still shows.
  const known = search.item === null || items.some((entry) => entry.extensionId === search.item);
  return (
    <search>
      <form className={styles.filters} onSubmit={onSubmit} data-testid="ratings-filter">
        <div className={styles.field}>
          <label htmlFor={`${id}-item`} className={styles.label}>
            {t('developers.ratings.filter.label')}
          </label>
          <select
            id={`${id}-item`}
            className={styles.select}
            value={item}
            onChange={(event) => setItem(event.target.value)}
            data-testid="ratings-item"
          >
            <option value="">{t('developers.ratings.filter.all')}</option>
            {!known && search.item && <option value={search.item}>{search.item}</option>}
            {items.map((entry) => (
              <option key={entry.extensionId} value={entry.extensionId}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary" data-testid="ratings-show">
          {t('developers.ratings.filter.submit')}
        </button>
        {search.item && (
          <AppLink
            to={ratingsPath({ item: null, page: 1 })}
            className="button button-ghost"
            data-testid="ratings-clear"
          >
            {t('developers.ratings.filter.clear')}
          </AppLink>
        )}
      </form>
    </search>
  );
}

function RatingsResults({ data }: { data: RatingsData }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const busy = useReadingAgain();
  const { ratings, search } = data;
  if (ratings.error) {
    if (revalidator.state === 'loading') return <Spinner />;
    return <ErrorState error={ratings.error} onRetry={() => void revalidator.revalidate()} />;
  }
  const page = ratings.data;
  if (page.ratings.length === 0 && page.totalCount === 0) {
    return (
      <StatusPanel
        icon={<InboxIcon size={30} />}
        title={t('developers.ratings.emptyTitle')}
        message={t(search.item ? 'developers.ratings.emptyItem' : 'developers.ratings.empty')}
        testId="empty-state"
      />
    );
  }
  return (
    <div className={styles.stack} aria-busy={busy || undefined}>
      <RatingsPager page={page} search={search} />
      <ul className={styles.list} aria-label={t('developers.ratings.listLabel')}>
        {page.ratings.map((rating) => (
          <li key={rating.ratingId}>
            <RatingCard rating={rating} />
          </li>
        ))}
      </ul>
      {page.ratings.length === 0 && (
        <p className={styles.muted} data-testid="ratings-past-end">
          {t('developers.ratings.pastEnd')}
        </p>
      )}
    </div>
  );
}

function RatingsPager({ page, search }: { page: CreatorRatingPage; search: RatingsSearch }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const pages = pageCount(page.totalCount, page.size);
  const current = page.page + 1;
  return (
    <Pager
      page={current}
      last={pages}
      hrefOf={(number) => ratingsPath({ item: search.item, page: number })}
      label={t('developers.ratings.pages')}
      previousLabel={t('developers.ratings.previous')}
      nextLabel={t('developers.ratings.next')}
      testIdPrefix="ratings"
      summary={
        <p className={styles.count} aria-live="polite" data-testid="ratings-count">
          {t('developers.ratings.count', { count: page.totalCount })}
          {pages > 1 &&
            ` · ${t('developers.ratings.page', { page: number(current), pages: number(pages) })}`}
        </p>
      }
    />
  );
}

function RatingCard({ rating }: { rating: CreatorRating }) {
  const { t, i18n } = useTranslation();
  const date = formatDate(rating.createAt, i18n.language);
  const headingId = useId();
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="creator-rating"
      data-rating-id={rating.ratingId}
      data-extension-id={rating.extensionId}
    >
      <div className={styles.cardHeader}>
        <div className={styles.item}>
          <ProductIcon src={rating.itemIcon} name={rating.itemName} size={32} />
          <h2 id={headingId} className={styles.replyHeading}>
            <AppLink
              to={`/detail/${rating.extensionId}`}
              className={styles.itemName}
              data-testid="creator-rating-item"
            >
              {rating.itemName}
            </AppLink>
          </h2>
        </div>
        <RatingStars score={rating.score} size={16} />
      </div>
      <p className={styles.meta}>
        <span className={styles.author} data-testid="creator-rating-author">
          {rating.nickname}
        </span>
        {date && <time dateTime={rating.createAt}>{date}</time>}
        {rating.version && (
          <span data-testid="creator-rating-version">
            {t('developers.ratings.version', { version: rating.version })}
          </span>
        )}
        {rating.helpfulCount > 0 && (
          <span>{t('developers.ratings.helpful', { count: rating.helpfulCount })}</span>
        )}
      </p>
      {rating.text ? (
        <p className={styles.text} data-testid="creator-rating-text">
          {rating.text}
        </p>
      ) : (
        <p className={styles.muted}>{t('developers.ratings.noText')}</p>
      )}
      <ReplyBlock rating={rating} />
    </article>
  );
}
