import type { VersionInstalls } from '@lagoon/contract';
import { DataTable } from '../../../components/data-table';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import styles from '../admin.module.css';
import own from './browsers.module.css';
import { installStateBadge, problemMessage } from './install-report';

/** A version's state as a badge, with its likely reasons beneath when it was never reported. */
export function InstallStateCell({ version }: { version: VersionInstalls }) {
  const { t } = useTranslation();
  const badge = installStateBadge(version.state);
  return (
    <div className={own.cellField}>
      <span
        className={styles.badge}
        data-tone={badge.tone}
        data-testid="install-state"
        data-state={version.state}
      >
        {t(badge.labelKey)}
      </span>
      <InstallProblemList version={version} />
    </div>
  );
}

/** The likely reasons a version was never reported installed; "unknown" when the store knows none. */
export function InstallProblemList({ version }: { version: VersionInstalls }) {
  const { t } = useTranslation();
  if (version.state !== 'notReported' && version.problems.length === 0) return null;
  if (version.problems.length === 0) {
    return (
      <span className={styles.hint} data-testid="install-problem" data-code="unknown">
        {t('admin.installs.problems.unknown')}
      </span>
    );
  }
  return (
    <ul className={own.problems} aria-label={t('admin.installs.problems.title')}>
      {version.problems.map((problem) => {
        const message = problemMessage(problem);
        return (
          <li key={problem.code} data-testid="install-problem" data-code={problem.code}>
            {t(message.key, message.values)}
          </li>
        );
      })}
    </ul>
  );
}

/** Every version of one item with what the store counted of it, newest first. */
export function InstallReportTable({ versions }: { versions: readonly VersionInstalls[] }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatNumber(value, i18n.language);
  return (
    <DataTable
      caption={t('admin.installs.caption')}
      testId="install-report"
      columns={
        <>
          <th scope="col">{t('admin.installs.columns.version')}</th>
          <th scope="col" className={own.number}>
            {t('admin.installs.columns.offered')}
          </th>
          <th scope="col" className={own.number}>
            {t('admin.installs.columns.downloads')}
          </th>
          <th scope="col" className={own.number}>
            {t('admin.installs.columns.pageDownloads')}
          </th>
          <th scope="col" className={own.number}>
            {t('admin.installs.columns.checks')}
          </th>
          <th scope="col" className={own.number}>
            {t('admin.installs.columns.reported')}
          </th>
          <th scope="col">{t('admin.installs.columns.state')}</th>
        </>
      }
    >
      {versions.map((version) => (
        <tr key={version.version} data-testid="install-version" data-version={version.version}>
          <th scope="row">
            <div className={own.cellField}>
              <span className={styles.mono}>{version.version}</span>
              {version.current && (
                <span className={styles.badges}>
                  <span className={styles.badge}>{t('admin.installs.current')}</span>
                </span>
              )}
              {version.firstDownloadAt && (
                <span className={styles.hint}>
                  {t('admin.installs.firstDownload', {
                    when:
                      formatDate(version.firstDownloadAt, i18n.language, 'dateTime') ??
                      version.firstDownloadAt,
                  })}
                </span>
              )}
            </div>
          </th>
          <td className={own.number}>{count(version.offered)}</td>
          <td className={own.number}>{count(version.downloads)}</td>
          <td className={own.number}>{count(version.pageDownloads)}</td>
          <td className={own.number}>{count(version.checks)}</td>
          <td className={own.number}>{count(version.reported)}</td>
          <td>
            <InstallStateCell version={version} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
