import type { ItemReportEntry } from '@lagoon/contract';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { QueueList, QueuePage } from '../components/queue-page';
import { auditSearchPath } from '../model/audit-search';
import type { ReportDecisionKind } from '../model/report-decision';
import { ReportCard } from './report-card';
import { ReportDecisionDialog } from './report-decision-dialog';
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
    <QueuePage
      title={t('admin.reports.title')}
      description={t('admin.reports.description')}
      testId="admin-reports"
      log={{ path: LOG_PATH, label: t('admin.reports.logLink'), testId: 'reports-log-link' }}
      views={{
        label: t('admin.reports.viewsLabel'),
        testIdPrefix: 'reports-state',
        items: REPORT_QUEUE_STATES.map((state) => ({
          value: state,
          label: t(`admin.reports.states.${state}`),
          to: reportQueuePath(state),
          active: data?.state === state,
        })),
      }}
    >
      {data ? <Queue data={data} /> : <Spinner />}
    </QueuePage>
  );
}

interface Pending {
  report: ItemReportEntry;
  kind: ReportDecisionKind;
}

function Queue({ data }: { data: ItemReportsData }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const { state, queue } = data;
  return (
    <>
      <QueueList
        entries={queue.error ? queue : { data: queue.data.reports }}
        emptyMessage={t(`admin.reports.empty.${state}`)}
        count={(count) => t(`admin.reports.count.${state}`, { count })}
        countTestId="reports-count"
        listLabel={t(`admin.reports.listLabel.${state}`)}
      >
        {(reports) =>
          reports.map((report) => (
            <li key={report.reportId}>
              <ReportCard report={report} onDecide={(kind) => setPending({ report, kind })} />
            </li>
          ))
        }
      </QueueList>
      {pending && (
        <ReportDecisionDialog
          key={`${pending.report.reportId}-${pending.kind}`}
          report={pending.report}
          kind={pending.kind}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
