import type {
  ItemReleaseState,
  RollbackInput,
  RollbackPlan,
  RollbackResult,
} from '@lagoon/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/format-date';
import { releaseLines } from '../../lib/release-lines';
import styles from './rollback.module.css';
import { RollbackDialog } from './rollback-dialog';
import { canRollBackTo } from './rollback-model';

/**
 * An item's published versions for its developer or an administrator, newest first: the live one
 * marked, rollbacks naming the version they brought back, and "Roll back to this version" on
 * every earlier one while the item can be rolled back (else why not, in the contract's words).
 */
export function VersionsPanel({
  plan,
  onRollback,
  release = null,
}: {
  plan: RollbackPlan;
  onRollback: (input: RollbackInput) => Promise<RollbackResult>;
  /** A staged release marks which version pilot groups and everyone else receive. */
  release?: ItemReleaseState | null;
}) {
  const { t, i18n } = useTranslation();
  const staged = releaseLines(release);
  const audience = (version: string): string | null => {
    if (staged?.pilot.version === version) {
      return staged.pilot.groups.length > 0
        ? t('versions.release.pilotMark', { groups: staged.pilot.groups.join(', ') })
        : t('versions.release.pilotMarkNone');
    }
    return staged?.everyone.version === version ? t('versions.release.everyoneMark') : null;
  };
  const [target, setTarget] = useState<string | null>(null);
  if (plan.versions.length === 0) {
    return (
      <p className={styles.muted} data-testid="rollback-no-versions">
        {t('versions.rollback.none')}
      </p>
    );
  }
  const offersRollback = plan.versions.some((entry) => canRollBackTo(plan, entry));
  return (
    <div className={styles.panel} data-testid="rollback-versions">
      {plan.refusal !== null && plan.versions.length > 1 && (
        <p className={styles.muted} data-testid="rollback-refusal">
          {t(`errors.${plan.refusal}`)}
        </p>
      )}
      {offersRollback && <p className={styles.muted}>{t('versions.rollback.intro')}</p>}
      <ol className={styles.versions}>
        {plan.versions.map((entry) => (
          <li
            key={`${entry.version}:${entry.publishedAt}`}
            className={styles.version}
            data-testid="rollback-version"
            data-version={entry.version}
            aria-current={entry.current ? 'true' : undefined}
          >
            <div className={styles.versionText}>
              <strong>{t('versions.version', { version: entry.version })}</strong>
              <span className={styles.muted}>
                {[
                  formatDate(entry.publishedAt, i18n.language),
                  entry.rollbackOf ? t('versions.rollbackOf', { version: entry.rollbackOf }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            {entry.current && <span className={styles.mark}>{t('versions.current')}</span>}
            {audience(entry.version) && (
              <span className={styles.mark} data-testid="version-audience">
                {audience(entry.version)}
              </span>
            )}
            {canRollBackTo(plan, entry) && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setTarget(entry.version)}
                data-testid="rollback-open"
              >
                {t('versions.rollback.open')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {target !== null && (
        <RollbackDialog
          plan={plan}
          version={target}
          onRollback={onRollback}
          onClose={() => setTarget(null)}
        />
      )}
    </div>
  );
}
