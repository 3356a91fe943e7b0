import type { PolicyRollout } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import { rolloutState, rolloutSummary } from './policy-rollout';

/** The groups list's cell: how many browsers run an older copy of the group's file. */
export function RolloutCell({ rollout }: { rollout: PolicyRollout | null }) {
  const { t, i18n } = useTranslation();
  const state = rolloutState(rollout);
  const summary = rolloutSummary(rollout);
  return (
    <div className={styles.itemText} data-testid="group-rollout-state" data-state={state}>
      <span>
        {state === 'behind' && (
          <>
            <span className={styles.badge} data-tone="danger" data-testid="group-behind">
              {t('admin.groups.policyRollout.behindBadge')}
            </span>{' '}
          </>
        )}
        {t(summary.key, summary.values)}
      </span>
      {rollout && (
        <span className={styles.hint}>
          {t('admin.groups.policyRollout.day', {
            day: formatDate(rollout.day, i18n.language) ?? rollout.day,
          })}
        </span>
      )}
    </div>
  );
}

/** The group page's section: the browsers on the current file and on older ones, and the limits. */
export function RolloutSection({ rollout }: { rollout: PolicyRollout | null }) {
  const { t, i18n } = useTranslation();
  const state = rolloutState(rollout);
  const when = (value: string) => (
    <time dateTime={value}>{formatDate(value, i18n.language, 'dateTime') ?? value}</time>
  );
  return (
    <section
      className={styles.card}
      aria-labelledby="group-policy-rollout"
      data-testid="group-policy-rollout"
      data-state={state}
    >
      <h2 id="group-policy-rollout" className={styles.subheading}>
        {t('admin.groups.policyRollout.title')}
      </h2>
      {rollout && state !== 'none' ? (
        <dl className={styles.facts}>
          <div data-fact="day">
            <dt>{t('admin.groups.policyRollout.facts.day')}</dt>
            <dd>
              <time dateTime={rollout.day}>
                {formatDate(rollout.day, i18n.language) ?? rollout.day}
              </time>
            </dd>
          </div>
          <div data-fact="reported">
            <dt>{t('admin.groups.policyRollout.facts.reported')}</dt>
            <dd>{rollout.reported}</dd>
          </div>
          <div data-fact="current">
            <dt>{t('admin.groups.policyRollout.facts.current')}</dt>
            <dd>{rollout.current}</dd>
          </div>
          <div data-fact="behind">
            <dt>{t('admin.groups.policyRollout.facts.behind')}</dt>
            <dd>
              {state === 'behind' ? (
                <span className={styles.badge} data-tone="danger">
                  {rollout.behind}
                </span>
              ) : (
                rollout.behind
              )}
            </dd>
          </div>
          {rollout.oldestBehind && (
            <div data-fact="oldest">
              <dt>{t('admin.groups.policyRollout.facts.oldest')}</dt>
              <dd>{when(rollout.oldestBehind)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p>{t('admin.groups.policyRollout.noneHint')}</p>
      )}
      {state === 'behind' && <p>{t('admin.groups.policyRollout.behindHint')}</p>}
      <p className={styles.hint}>{t('admin.groups.policyRollout.limits')}</p>
    </section>
  );
}
