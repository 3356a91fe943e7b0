import type { AuditEntry } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';
import { reportEntryFacts } from '../model/report-entry';

/**
 * What a decision about a report of an item is about, in the log: the item (its page in the
 * store), the report, and what the log kept of it (reason, reporter, a block, the reports
 * closed).
 */
export function ReportSubject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const facts = reportEntryFacts(entry.target, entry.details);
  const summary = [
    facts.reason !== null
      ? t('admin.log.reportFacts.reason', { reason: t(`admin.reports.reasons.${facts.reason}`) })
      : null,
    facts.reporter !== null ? t('admin.log.reportFacts.reporter', { name: facts.reporter }) : null,
    facts.block !== null ? t(`admin.log.reportFacts.${facts.block}`) : null,
    facts.reports !== null ? t('admin.log.ratingFacts.reports', { count: facts.reports }) : null,
  ].filter((part) => part !== null);
  return (
    <div className={styles.itemText}>
      {entry.extensionId && (
        <AppLink
          to={`/detail/${entry.extensionId}`}
          className={styles.itemName}
          data-testid="audit-item"
        >
          {entry.itemName ?? entry.extensionId}
        </AppLink>
      )}
      <span className={styles.mono} data-testid="audit-target">
        {facts.reportId ? t('admin.log.targets.report', { id: facts.reportId }) : entry.target}
      </span>
      {summary.length > 0 && (
        <p className={styles.facts} data-testid="audit-details">
          {summary.join(' · ')}
        </p>
      )}
    </div>
  );
}
