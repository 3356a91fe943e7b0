import type { FleetRisk, FleetSource, RemoteCodePattern, RiskReason } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';

const TONES = { low: 'primary', medium: 'accent', high: 'danger' } as const;

/** The risk level and score as a badge. */
export function RiskBadge({ risk }: { risk: FleetRisk }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.badge}
      data-tone={TONES[risk.level]}
      data-testid="fleet-risk"
      data-level={risk.level}
    >
      {t('admin.fleet.riskScore', {
        level: t(`admin.fleet.riskLevels.${risk.level}`),
        score: risk.score,
      })}
    </span>
  );
}

/** One reason in words: what it counted and the points it adds (docs/fleet-risk.md). */
function ReasonText({ reason }: { reason: RiskReason }) {
  const { t } = useTranslation();
  const values = { detail: reason.detail, points: reason.points };
  const count = Number(reason.detail);
  switch (reason.factor) {
    case 'source':
      return t('admin.fleet.riskReasons.source', {
        ...values,
        source: t(`admin.fleet.sources.${reason.detail as FleetSource}`),
      });
    case 'remoteCode':
      return t('admin.fleet.riskReasons.remoteCode', {
        ...values,
        pattern: t(`admin.codeReview.flags.pattern.${reason.detail as RemoteCodePattern}`),
      });
    case 'obfuscated':
    case 'newVersion':
    case 'newVersionWide':
    case 'fewUsers':
      return t(`admin.fleet.riskReasons.${reason.factor}`, { ...values, count });
    default:
      return t(`admin.fleet.riskReasons.${reason.factor}`, values);
  }
}

/** The score with every reason that adds to it (docs/fleet-risk.md). */
export function RiskReasons({ risk }: { risk: FleetRisk }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="fleet-risk" data-testid="fleet-risk-card">
      <h2 id="fleet-risk" className={styles.subheading}>
        {t('admin.fleet.riskTitle')} <RiskBadge risk={risk} />
      </h2>
      <p className={styles.hint}>{t('admin.fleet.riskHint')}</p>
      {risk.reasons.length === 0 ? (
        <p>{t('admin.fleet.riskNone')}</p>
      ) : (
        <ul data-testid="fleet-risk-reasons">
          {risk.reasons.map((reason) => (
            <li key={`${reason.factor}-${reason.detail}`} data-factor={reason.factor}>
              <ReasonText reason={reason} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
