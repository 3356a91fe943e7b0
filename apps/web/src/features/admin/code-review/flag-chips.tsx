import type { PackageFlag } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import adminStyles from '../admin.module.css';
import styles from './flags.module.css';

/** How loud each flag is: hidden or evaluated code first, then wider access, then the rest. */
export const FLAG_TONES: Record<PackageFlag['kind'], 'danger' | 'accent' | undefined> = {
  remoteCode: 'danger',
  obfuscated: 'danger',
  newPermissions: 'accent',
  newHostPermissions: 'accent',
  identicalPackage: 'accent',
  minified: undefined,
  changeLogMissing: undefined,
  changeLogUnchanged: undefined,
};

/** The flags of a queue row, one chip each; a chip says when the files are not read yet. */
export function FlagChips({
  flags,
  filesRead = true,
}: {
  flags: readonly PackageFlag[];
  filesRead?: boolean;
}) {
  const { t } = useTranslation();
  if (flags.length === 0 && filesRead) return null;
  return (
    <ul className={styles.chipList} aria-label={t('admin.codeReview.flags.chipsLabel')}>
      {flags.map((flag) => (
        <li key={flag.kind}>
          <span
            className={adminStyles.badge}
            data-tone={FLAG_TONES[flag.kind]}
            data-testid="flag-chip"
            data-kind={flag.kind}
          >
            {t(`admin.codeReview.flags.kind.${flag.kind}`)}
          </span>
        </li>
      ))}
      {!filesRead && (
        <li>
          <span className={adminStyles.badge} data-testid="flag-chip" data-kind="notRead">
            {t('admin.codeReview.flags.notRead')}
          </span>
        </li>
      )}
    </ul>
  );
}
