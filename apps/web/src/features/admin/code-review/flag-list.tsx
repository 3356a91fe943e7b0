import type { PackageFlag, ReviewFlags } from '@lagoon/contract';
import { useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import adminStyles from '../admin.module.css';
import { codeViewPath } from './code-view-model';
import { FLAG_TONES } from './flag-chips';
import styles from './flags.module.css';

/**
 * The case's list of flags: each says what it found and where, with links into the Code view
 * at the file it names; then the change log visitors will see once the update is approved.
 */
export function FlagList({
  extensionId,
  flags,
}: {
  extensionId: string;
  flags: Read<ReviewFlags>;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (flags.error) {
    return <ErrorState error={flags.error} onRetry={() => void revalidator.revalidate()} />;
  }
  const { data } = flags;
  return (
    <div className={adminStyles.stack} data-testid="case-flags">
      {data.package === null ? (
        <p className={adminStyles.muted}>{t('admin.codeReview.flags.noPackage')}</p>
      ) : data.flags.length === 0 ? (
        <p className={adminStyles.muted} data-testid="case-flags-none">
          {t('admin.codeReview.flags.none')}
        </p>
      ) : (
        <ul className={styles.flagList}>
          {data.flags.map((flag) => (
            <li
              key={flag.kind}
              className={styles.flag}
              data-testid="case-flag"
              data-kind={flag.kind}
            >
              <span className={adminStyles.badge} data-tone={FLAG_TONES[flag.kind]}>
                {t(`admin.codeReview.flags.kind.${flag.kind}`)}
              </span>
              <span>{t(`admin.codeReview.flags.detail.${flag.kind}`)}</span>
              <FlagDetail extensionId={extensionId} flag={flag} />
            </li>
          ))}
        </ul>
      )}
      {data.package !== null && (
        <p className={adminStyles.muted}>
          {t('admin.codeReview.flags.scanned', { count: data.scannedFiles })}
          {data.skipped.files.length > 0 && (
            <>
              {' '}
              {t('admin.codeReview.flags.skipped', {
                list: [
                  ...data.skipped.files,
                  ...(data.skipped.omitted > 0
                    ? [t('admin.codeReview.flags.more', { count: data.skipped.omitted })]
                    : []),
                ].join(', '),
              })}
            </>
          )}
        </p>
      )}
    </div>
  );
}

function More({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return <li className={adminStyles.muted}>{t('admin.codeReview.flags.more', { count })}</li>;
}

function FileLink({ extensionId, path }: { extensionId: string; path: string }) {
  return (
    <AppLink
      to={codeViewPath(extensionId, { choice: 'submitted', file: path })}
      className={adminStyles.mono}
    >
      {path}
    </AppLink>
  );
}

/** What one flag names: permissions, sites, files, hints with their lines, other items. */
function FlagDetail({ extensionId, flag }: { extensionId: string; flag: PackageFlag }) {
  const { t } = useTranslation();
  switch (flag.kind) {
    case 'newPermissions':
    case 'newHostPermissions': {
      const values = flag.kind === 'newPermissions' ? flag.permissions : flag.hostPermissions;
      return (
        <ul className={adminStyles.chips}>
          {values.map((value) => (
            <li key={value} className={adminStyles.chip} data-kind="added">
              <span className={adminStyles.newMark} aria-hidden="true">
                +{' '}
              </span>
              {value}
            </li>
          ))}
        </ul>
      );
    }
    case 'minified':
    case 'obfuscated':
      return (
        <ul className={styles.flagItems}>
          {flag.files.map((path) => (
            <li key={path}>
              <FileLink extensionId={extensionId} path={path} />
            </li>
          ))}
          <More count={flag.omitted} />
        </ul>
      );
    case 'remoteCode':
      return (
        <ul className={styles.flagItems}>
          {flag.hints.map((hint) => (
            <li key={`${hint.path}:${hint.line}:${hint.pattern}`} data-testid="case-flag-hint">
              <AppLink
                to={codeViewPath(extensionId, { choice: 'submitted', file: hint.path })}
                className={adminStyles.mono}
              >
                {t('admin.codeReview.flags.hint', {
                  path: hint.path,
                  line: hint.line,
                  pattern: t(`admin.codeReview.flags.pattern.${hint.pattern}`),
                })}
              </AppLink>
              <code className={styles.excerpt}>{hint.excerpt}</code>
            </li>
          ))}
          <More count={flag.omitted} />
        </ul>
      );
    case 'identicalPackage':
      return (
        <ul className={styles.flagItems}>
          {flag.extensionIds.map((id) => (
            <li key={id}>
              <AppLink to={`/admin/items/${id}`} className={adminStyles.mono}>
                {id}
              </AppLink>
            </li>
          ))}
        </ul>
      );
    case 'changeLogMissing':
    case 'changeLogUnchanged':
      return null;
  }
}
