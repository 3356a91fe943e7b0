import {
  INSTALL_REPORT_DAYS,
  INSTALL_REPORT_GRACE_HOURS,
  type ItemInstalls,
} from '@lagoon/contract';
import { AlertIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import styles from '../admin.module.css';
import { installHeadline } from './install-report';
import { InstallReportTable } from './install-report-table';

/**
 * An item's installs in browsers, for its case: one line saying whether its newest downloaded
 * version was reported installed (flagged when not), and the counts of every version.
 */
export function ItemInstallsSection({ installs }: { installs: Read<ItemInstalls> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="case-installs" data-testid="case-installs">
      <h2 id="case-installs" className={styles.sectionTitle}>
        {t('admin.installs.title')}
      </h2>
      {installs.error ? (
        <p className={styles.formAlert} role="alert">
          {t(`errors.${installs.error.code}`)}
        </p>
      ) : (
        <ItemInstallsReport report={installs.data} />
      )}
    </section>
  );
}

function ItemInstallsReport({ report }: { report: ItemInstalls }) {
  const { t } = useTranslation();
  const headline = installHeadline(report.versions);
  return (
    <>
      <p className={styles.muted}>{t('admin.installs.intro', { days: INSTALL_REPORT_DAYS })}</p>
      {headline.kind === 'flagged' ? (
        <p className={styles.warning} role="note" data-testid="case-installs-flag">
          <AlertIcon size={16} />
          {t('admin.installs.headline.flagged', {
            version: headline.version.version,
            count: headline.version.downloads,
          })}
        </p>
      ) : (
        <p data-testid="case-installs-headline" data-kind={headline.kind}>
          {headline.kind === 'quiet'
            ? t('admin.installs.headline.quiet', { days: INSTALL_REPORT_DAYS })
            : t(`admin.installs.headline.${headline.kind}`, {
                version: headline.version.version,
                hours: INSTALL_REPORT_GRACE_HOURS,
              })}
        </p>
      )}
      {report.versions.length === 0 ? (
        <p className={styles.muted}>{t('admin.installs.empty')}</p>
      ) : (
        <InstallReportTable versions={report.versions} />
      )}
      <p className={styles.hint} data-testid="case-installs-active">
        {t('admin.installs.activeReports', { count: report.activeReports })}
      </p>
    </>
  );
}
