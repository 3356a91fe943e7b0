import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import { pagerEntries } from '../search-loader';
import styles from './result-pager.module.css';

/**
 * Previous, the page numbers around the current one (with the first and the last) and Next,
 * each a link to its page's address, so every page can be reloaded, shared and reached with
 * the browser's back button. Nothing shows for a single page.
 */
export function ResultPager({
  page,
  last,
  hrefOf,
}: {
  page: number;
  last: number;
  /** The address of a page, counted from 1. */
  hrefOf: (page: number) => string;
}) {
  const { t, i18n } = useTranslation();
  if (last <= 1) return null;
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <nav className={styles.pager} aria-label={t('searchGroup.pages')} data-testid="search-pager">
      {page > 1 && (
        <AppLink
          to={hrefOf(page - 1)}
          className="button button-secondary button-small"
          rel="prev"
          data-testid="search-page-previous"
        >
          {t('searchGroup.previous')}
        </AppLink>
      )}
      <ol className={styles.numbers}>
        {pagerEntries(page, last).map((entry, index) =>
          entry === 'gap' ? (
            // Gaps sit between two known pages, so their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <AppLink
                to={hrefOf(entry)}
                className={styles.number}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('searchGroup.page', { page: number(entry) })}
                data-testid={`search-page-${entry}`}
              >
                {number(entry)}
              </AppLink>
            </li>
          ),
        )}
      </ol>
      {page < last && (
        <AppLink
          to={hrefOf(page + 1)}
          className="button button-secondary button-small"
          rel="next"
          data-testid="search-page-next"
        >
          {t('searchGroup.next')}
        </AppLink>
      )}
    </nav>
  );
}
