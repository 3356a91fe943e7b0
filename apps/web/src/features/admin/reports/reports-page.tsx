import type { ItemReportEntry } from '@lagoon/contract';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { useReadingAgain } from '../../../lib/use-reading-again';
import styles from '../admin.module.css';
import { auditSearchPath } from '../model/audit-search';
import type { ReportDecisionKind } from '../model/report-decision';
import { ReportCard } from './report-card';
import { ReportDecisionDialog } from './report-decision-dialog';
import own from './reports.module.css';
import { REPORT_QUEUE_STATES } from './reports-api';
import { type ItemReportsData, reportQueuePath } from './reports-loader';

/** Every decision of the section, in the log. */
const LOG_PATH = auditSearchPath({ q: '', area: 'reports', action: null, page: 1 });

/**
 * /admin/reports?state=open|closed: the "Reports" section. Items visitors reported, the oldest
 * open report first, each with the item (its store page and its review case) and the reporter;
 * an administrator dismisses a report or resolves it, optionally blocking the item, with a note
 * kept in the log. The closed view shows what was decided, by whom, most recent first.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as ItemReportsData | null;
  return (
    <Page
      title={t('admin.reports.title')}
      description={t('admin.reports.description')}
      eyebrow={t('admin.title')}
      actions={
        <AppLink to={LOG_PATH} className="button button-secondary" data-testid="reports-log-link">
          {t('admin.reports.logLink')}
        </AppLink>
      }
      testId="admin-reports"
    >
      <div className={styles.stack}>
        <SegmentedLinks
          label={t('admin.reports.viewsLabel')}
          testIdPrefix="reports-state"
          items={REPORT_QUEUE_STATES.map((state) => ({
            value: state,
            label: t(`admin.reports.states.${state}`),
            to: reportQueuePath(state),
            active: data?.state === state,
          }))}
        />
        {data ? <Queue data={data} /> : <Spinner />}
      </div>
    </Page>
  );
}

interface Pending {
  report: ItemReportEntry;
  kind: ReportDecisionKind;
}

function Queue({ data }: { data: ItemReportsData }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const busy = useReadingAgain();
  const [pending, setPending] = useState<Pending | null>(null);
  const { state, queue } = data;
  if (queue.error) {
    if (revalidator.state === 'loading') return <Spinner />;
    return <ErrorState error={queue.error} onRetry={() => void revalidator.revalidate()} />;
  }
  const reports = queue.data.reports;
  if (reports.length === 0) return <EmptyState message={t(`admin.reports.empty.${state}`)} />;
  return (
    <div className={styles.stack} aria-busy={busy || undefined}>
      <p className={styles.count} data-testid="reports-count">
        {t(`admin.reports.count.${state}`, { count: reports.length })}
      </p>
      <ol className={own.list} aria-label={t(`admin.reports.listLabel.${state}`)}>
        {reports.map((report) => (
          <li key={report.reportId}>
            <ReportCard report={report} onDecide={(kind) => setPending({ report, kind })} />
          </li>
        ))}
      </ol>
      {pending && (
        <ReportDecisionDialog
          key={`${pending.report.reportId}-${pending.kind}`}
          report={pending.report}
          kind={pending.kind}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
