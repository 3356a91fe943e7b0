import type { ItemReportEntry } from '@lagoon/contract';
import { useId } from 'react';
import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import cards from '../components/queue-card.module.css';
import type { ReportDecisionKind } from '../model/report-decision';

const DECISIONS: readonly ReportDecisionKind[] = ['dismiss', 'resolve'];

/**
 * One report in the queue: the item (its store page, its review case, whether it is blocked
 * and how many reports of it are open), why and by whom it was reported, and either the
 * decisions (open) or the outcome (closed).
 */
export function ReportCard({
  report,
  onDecide,
}: {
  report: ItemReportEntry;
  onDecide: (kind: ReportDecisionKind) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const reportedAt = formatDate(report.createAt, i18n.language, 'dateTime');
  const closedAt = report.closedAt ? formatDate(report.closedAt, i18n.language, 'dateTime') : null;
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="item-report"
      data-report-id={report.reportId}
      data-extension-id={report.extensionId}
      data-state={report.state}
    >
      <div className={cards.header}>
        <div className={styles.itemText}>
          <h2 id={headingId} className={cards.itemHeading}>
            <AppLink
              to={`/detail/${report.extensionId}`}
              className={styles.itemName}
              data-testid="item-report-item"
            >
              {report.itemName || report.extensionId}
            </AppLink>
          </h2>
          <span className={styles.mono}>{report.extensionId}</span>
        </div>
        <div className={styles.badges}>
          <span className={styles.badge} data-tone="accent" data-testid="item-report-reason">
            {t(`admin.reports.reasons.${report.reason}`)}
          </span>
          {report.itemBlocked && (
            <span className={styles.badge} data-tone="danger" data-testid="item-report-blocked">
              {t('admin.reports.blocked')}
            </span>
          )}
        </div>
      </div>
      <p className={cards.meta}>
        <span className={cards.person} data-testid="item-report-reporter">
          {t('admin.reports.reportedBy', { name: report.reporter })}
        </span>
        {reportedAt && <time dateTime={report.createAt}>{reportedAt}</time>}
        {report.openReportCount > 0 && (
          <span data-testid="item-report-open-count">
            {t('admin.reports.openReports', { count: report.openReportCount })}
          </span>
        )}
        <AppLink to={`/admin/items/${report.extensionId}`} data-testid="item-report-case">
          {t('admin.reports.openCase')}
        </AppLink>
      </p>
      {report.text ? (
        <p className={cards.text} data-testid="item-report-text">
          {report.text}
        </p>
      ) : (
        <p className={styles.muted}>{t('admin.reports.noText')}</p>
      )}
      {report.state === 'closed' ? (
        <div className={cards.footer} data-testid="item-report-outcome">
          <p className={cards.footerLine}>
            <span
              className={styles.badge}
              data-tone={report.resolution === 'dismissed' ? undefined : 'primary'}
              data-testid="item-report-resolution"
            >
              {report.resolution ? t(`admin.reports.resolutions.${report.resolution}`) : null}
            </span>
            {report.closedBy && (
              <span>{t('admin.reports.closedBy', { name: report.closedBy })}</span>
            )}
            {closedAt && report.closedAt && (
              <time dateTime={report.closedAt} className={styles.muted}>
                {closedAt}
              </time>
            )}
          </p>
          {report.note && (
            <p className={cards.text} data-testid="item-report-note">
              {t('admin.reports.note', { note: report.note })}
            </p>
          )}
        </div>
      ) : (
        <div className={styles.decisionButtons}>
          {DECISIONS.map((kind) => (
            <button
              key={kind}
              type="button"
              className={
                kind === 'dismiss'
                  ? 'button button-secondary button-small'
                  : 'button button-primary button-small'
              }
              aria-haspopup="dialog"
              aria-label={t(`admin.reports.decisions.${kind}.openLabel`, {
                item: report.itemName,
                name: report.reporter,
              })}
              onClick={() => onDecide(kind)}
              data-testid={`item-report-${kind}`}
            >
              {t(`admin.reports.decisions.${kind}.open`)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
