import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { formatNumber } from '../lib/format-number';
import { AppLink } from './app-link';
import styles from './pager.module.css';

/** A page number the pager offers, or a gap where pages are left out. */
export type PagerEntry = number | 'gap';

/**
 * Previous and Next (with the page numbers between them when given), each a link to its
 * page's address, so every page can be reloaded, shared and reached with the browser's back
 * button; what the pages hold ("21–40 of 93") may come first. Pages count from 1; a page past
 * the last goes back to the last.
 */
export function Pager({
  page,
  last,
  hrefOf,
  label,
  previousLabel,
  nextLabel,
  testIdPrefix,
  testId,
  summary,
  numbers,
}: {
  page: number;
  last: number;
  hrefOf: (page: number) => string;
  /** The navigation's name for screen readers. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The links' test ids: `${prefix}-previous`, `${prefix}-next`, `${prefix}-${page}`. */
  testIdPrefix: string;
  testId?: string;
  summary?: ReactNode;
  numbers?: {
    entries: readonly PagerEntry[];
    /** A page number's name for screen readers ("Page 3"). */
    label: (page: string) => string;
  };
}) {
  const { i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <nav
      className={summary ? `${styles.pager} ${styles.withSummary}` : styles.pager}
      aria-label={label}
      data-testid={testId}
    >
      {summary}
      <div className={styles.links}>
        {page > 1 && (
          <AppLink
            to={hrefOf(Math.min(page - 1, last))}
            className="button button-secondary button-small"
            rel="prev"
            data-testid={`${testIdPrefix}-previous`}
          >
            {previousLabel}
          </AppLink>
        )}
        {numbers && (
          <ol className={styles.numbers}>
            {numbers.entries.map((entry, index) =>
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
                    aria-label={numbers.label(number(entry))}
                    data-testid={`${testIdPrefix}-${entry}`}
                  >
                    {number(entry)}
                  </AppLink>
                </li>
              ),
            )}
          </ol>
        )}
        {page < last && (
          <AppLink
            to={hrefOf(page + 1)}
            className="button button-secondary button-small"
            rel="next"
            data-testid={`${testIdPrefix}-next`}
          >
            {nextLabel}
          </AppLink>
        )}
      </div>
    </nav>
  );
}
