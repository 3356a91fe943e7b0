import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { type SegmentedLink, SegmentedLinks } from '../../../components/segmented-links';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import { useReadingAgain } from '../../../lib/use-reading-again';
import styles from '../admin.module.css';
import cards from './queue-card.module.css';

/**
 * A section of what visitors reported (items, ratings): its views as links, a link to its
 * decisions in the log, and the view's queue below.
 */
export function QueuePage({
  title,
  description,
  testId,
  log,
  views,
  children,
}: {
  title: string;
  description: string;
  testId: string;
  log: { path: string; label: string; testId: string };
  views: { label: string; testIdPrefix: string; items: readonly SegmentedLink[] };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Page
      title={title}
      description={description}
      eyebrow={t('admin.title')}
      actions={
        <AppLink to={log.path} className="button button-secondary" data-testid={log.testId}>
          {log.label}
        </AppLink>
      }
      testId={testId}
    >
      <div className={styles.stack}>
        <SegmentedLinks label={views.label} testIdPrefix={views.testIdPrefix} items={views.items} />
        {children}
      </div>
    </Page>
  );
}

/**
 * A view's queue as its loader read it: the failure with a retry (a spinner while it is asked
 * again), a line when nothing waits, else how many and the list, kept on screen and marked busy
 * while another view is read.
 */
export function QueueList<T>({
  entries,
  emptyMessage,
  count,
  countTestId,
  listLabel,
  children,
}: {
  entries: Read<readonly T[]>;
  emptyMessage: string;
  count: (count: number) => string;
  countTestId: string;
  listLabel: string;
  /** The list's items (`<li>`s). */
  children: (entries: readonly T[]) => ReactNode;
}) {
  const revalidator = useRevalidator();
  const busy = useReadingAgain();
  if (entries.error) {
    if (revalidator.state === 'loading') return <Spinner />;
    return <ErrorState error={entries.error} onRetry={() => void revalidator.revalidate()} />;
  }
  if (entries.data.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <div className={styles.stack} aria-busy={busy || undefined}>
      <p className={styles.count} data-testid={countTestId}>
        {count(entries.data.length)}
      </p>
      <ol className={cards.list} aria-label={listLabel}>
        {children(entries.data)}
      </ol>
    </div>
  );
}
