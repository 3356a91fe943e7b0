import type { RollbackInput, RollbackPlan, RollbackResult } from '@lagoon/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/format-date';
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
}: {
  plan: RollbackPlan;
  onRollback: (input: RollbackInput) => Promise<RollbackResult>;
}) {
  const { t, i18n } = useTranslation();
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
