import { AlertIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import styles from './upload.module.css';
import type { ReportView } from './validation-report';

/**
 * The package validation report, one finding a line like a linter: severity, where, what, and
 * the rule's code to search for.
 */
export function ValidationReportView({
  report,
  fileName,
}: {
  report: ReportView;
  fileName: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.report}
      aria-labelledby="package-report-title"
      data-testid="package-report"
    >
      <header className={styles.reportHeader}>
        <h2 id="package-report-title" className={styles.reportTitle}>
          {t('developers.upload.report.title')}
        </h2>
        <p className={styles.reportSummary} data-testid="package-report-summary">
          {fileName && <span className={styles.reportFile}>{fileName}</span>}
          {report.errorCount > 0 && (
            <span data-severity="error">
              {t('developers.upload.report.errors', { count: report.errorCount })}
            </span>
          )}
          {report.warningCount > 0 && (
            <span data-severity="warning">
              {t('developers.upload.report.warnings', { count: report.warningCount })}
            </span>
          )}
        </p>
      </header>
      <ol className={styles.issues}>
        {report.entries.map((entry, index) => (
          <li
            // A report may name the same rule and path twice (two bad entries of one kind).
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown
            key={index}
            className={styles.issue}
            data-severity={entry.severity}
            data-testid="package-issue"
            data-code={entry.code}
          >
            <span className={styles.issueSeverity}>
              <AlertIcon size={16} />
              {t(`developers.upload.report.${entry.severity}`)}
            </span>
            <code className={styles.issuePath} data-testid="package-issue-path">
              {entry.path ?? t('developers.upload.report.wholePackage')}
            </code>
            <span className={styles.issueMessage} data-testid="package-issue-message">
              {entry.message}
            </span>
            <code className={styles.issueCode}>{entry.code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
