import type { PackageInfo } from '@lagoon/contract';
import { AlertIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';

/**
 * The package under review next to the published one: what it is, what it may access (with
 * the permissions the published version did not ask for marked new) and what validation found.
 */
export function PackagePanels({
  draft,
  published,
}: {
  draft: PackageInfo | null;
  published: PackageInfo | null;
}) {
  const { t } = useTranslation();
  if (!draft && !published) return <p className={styles.muted}>{t('admin.package.none')}</p>;
  return (
    <div className={styles.columns}>
      {draft && (
        <PackageCard
          title={t('admin.package.draft')}
          info={draft}
          compareWith={published}
          testId="package-draft"
        />
      )}
      {published && (
        <PackageCard
          title={t('admin.package.published')}
          info={published}
          compareWith={null}
          testId="package-published"
        />
      )}
    </div>
  );
}

function PackageCard({
  title,
  info,
  compareWith,
  testId,
}: {
  title: string;
  info: PackageInfo;
  compareWith: PackageInfo | null;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const issues = [...info.report.errors, ...info.report.warnings];
  return (
    <section className={styles.card} aria-label={title} data-testid={testId}>
      <h3 className={styles.subheading}>{title}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('admin.package.version')}</dt>
          <dd data-testid="package-version">{info.version}</dd>
        </div>
        <div>
          <dt>{t('admin.package.manifestVersion')}</dt>
          <dd>{info.manifestVersion}</dd>
        </div>
        <div>
          <dt>{t('admin.package.fileName')}</dt>
          <dd className={styles.mono}>{info.fileName}</dd>
        </div>
        <div>
          <dt>{t('admin.package.size')}</dt>
          <dd>{formatBytes(info.size, i18n.language, 'units')}</dd>
        </div>
        <div>
          <dt>{t('admin.package.uploadedAt')}</dt>
          <dd>{formatDate(info.uploadedAt, i18n.language, 'dateTime') ?? info.uploadedAt}</dd>
        </div>
        <div>
          <dt>{t('admin.package.sha256')}</dt>
          <dd className={styles.mono}>{info.sha256}</dd>
        </div>
      </dl>
      <PermissionList
        label={t('admin.package.permissions')}
        entries={info.permissions}
        known={compareWith?.permissions ?? null}
      />
      <PermissionList
        label={t('admin.package.hostPermissions')}
        entries={info.hostPermissions}
        known={compareWith?.hostPermissions ?? null}
      />
      <div className={styles.report}>
        <h4 className={styles.label}>{t('admin.package.report')}</h4>
        {issues.length === 0 ? (
          <p className={styles.muted}>{t('admin.package.reportClean')}</p>
        ) : (
          <ul className={styles.issues}>
            {issues.map((issue, index) => (
              <li
                // A report may name the same rule at the same path twice.
                // biome-ignore lint/suspicious/noArrayIndexKey: the report does not change once shown
                key={index}
                className={styles.issue}
                data-severity={issue.severity}
                data-testid="package-issue"
              >
                <span className={styles.issueSeverity}>
                  <AlertIcon size={14} />
                  {t(`admin.package.${issue.severity}`)}
                </span>
                <code className={styles.mono}>{issue.path ?? t('admin.package.wholePackage')}</code>
                <span>{issue.message}</span>
                <code className={styles.mono}>{issue.code}</code>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function PermissionList({
  label,
  entries,
  known,
}: {
  label: string;
  entries: readonly string[];
  /** The published version's list; null when there is nothing to compare with. */
  known: readonly string[] | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.permissionBlock}>
      <h4 className={styles.label}>{label}</h4>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('admin.package.noPermissions')}</p>
      ) : (
        <ul className={styles.chips}>
          {entries.map((entry) => {
            const isNew = known !== null && !known.includes(entry);
            return (
              <li key={entry} className={styles.chip} data-kind={isNew ? 'added' : undefined}>
                {entry}
                {isNew && (
                  <span className={styles.newMark}> ({t('admin.package.newPermission')})</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
