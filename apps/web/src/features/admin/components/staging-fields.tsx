import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';
import {
  DAYS_MAX,
  DAYS_MIN,
  type DecisionDraft,
  type DecisionProblem,
  type StagingOption,
} from '../model/decision-form';
import { FieldProblem } from './decision-frame';

interface StagingFieldsProps {
  id: string;
  option: StagingOption;
  draft: DecisionDraft;
  problem: DecisionProblem | undefined;
  onChange: (change: Partial<DecisionDraft>) => void;
}

/**
 * The approval's release: "Pilot groups first" (a staged release), the days after which it
 * reaches everyone by itself, and whether the developer may promote it. Offered only for an
 * update of a live item while some group is a pilot group; otherwise it says why not.
 */
export function StagingFields({ id, option, draft, problem, onChange }: StagingFieldsProps) {
  const { t } = useTranslation();
  const why = option.available ? null : t(`admin.decision.approve.staging.${option.reason}`);
  return (
    <fieldset className={styles.guidelines} data-testid="decision-staging">
      <legend className={styles.label}>{t('admin.decision.approve.staging.legend')}</legend>
      <label className={styles.guideline} htmlFor={`${id}-pilot`}>
        <input
          id={`${id}-pilot`}
          type="checkbox"
          className={styles.checkbox}
          checked={option.available && draft.staged}
          disabled={!option.available}
          aria-describedby={`${id}-pilot-hint`}
          onChange={(event) => onChange({ staged: event.target.checked })}
          data-testid="decision-staged"
        />
        <span className={styles.guidelineText}>
          <span>{t('admin.decision.approve.staging.pilotFirst')}</span>
          <span id={`${id}-pilot-hint`} className={styles.hint} data-testid="decision-staging-hint">
            {why ?? t('admin.decision.approve.staging.pilotFirstHint')}
          </span>
        </span>
      </label>
      {option.available && draft.staged && (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-days`}>
              {t('admin.decision.approve.staging.days')}
            </label>
            <input
              id={`${id}-days`}
              className={styles.input}
              inputMode="numeric"
              value={draft.promoteAfterDays}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-days-hint ${id}-days-problem`}
              onChange={(event) => onChange({ promoteAfterDays: event.target.value })}
              data-testid="decision-promote-days"
            />
            <span id={`${id}-days-hint`} className={styles.hint}>
              {t('admin.decision.approve.staging.daysHint', { min: DAYS_MIN, max: DAYS_MAX })}
            </span>
            <FieldProblem
              id={`${id}-days-problem`}
              text={
                problem
                  ? t('admin.decision.approve.staging.daysInvalid', {
                      min: DAYS_MIN,
                      max: DAYS_MAX,
                    })
                  : null
              }
              testId={problem ? 'decision-problem' : undefined}
            />
          </div>
          <label className={styles.guideline} htmlFor={`${id}-developer`}>
            <input
              id={`${id}-developer`}
              type="checkbox"
              className={styles.checkbox}
              checked={draft.developerMayPromote}
              onChange={(event) => onChange({ developerMayPromote: event.target.checked })}
              data-testid="decision-developer-may-promote"
            />
            <span className={styles.guidelineText}>
              {t('admin.decision.approve.staging.developerMayPromote')}
            </span>
          </label>
        </>
      )}
    </fieldset>
  );
}
