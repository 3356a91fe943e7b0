import type { ItemReleaseState, StagedRelease } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { ReleaseSummary } from '../../../components/release-summary';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { promoteItemRelease, scheduleItemRelease } from '../api/release-api';
import { fromLocalInput, toLocalInput } from '../curation/local-time';

/**
 * The item's staged release on its case page: which version pilot groups and everyone else
 * receive, when it promotes itself, Promote to send the new version to everyone now, and its
 * automatic date and the developer's say, changed or stopped.
 */
export function CaseRelease({
  extensionId,
  state,
}: {
  extensionId: string;
  state: ItemReleaseState | undefined;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const promote = useWrite(() => promoteItemRelease(extensionId), {
    onSuccess: () => {
      snackbar.show(t('versions.release.promoted', { version: state?.staged?.pilotVersion ?? '' }));
    },
  });
  if (!state?.staged) return null;
  return (
    <section
      className={styles.section}
      aria-label={t('versions.release.title')}
      data-testid="case-release"
    >
      <ReleaseSummary
        state={state}
        onPromote={() => void promote.run(undefined)}
        promoting={promote.pending}
      />
      {promote.error && <RefusalText error={promote.error} testId="release-promote-error" />}
      {/* Saved settings start the form over (its own save, or someone else's). */}
      <ScheduleForm
        key={`${state.staged.promoteAt}:${state.staged.developerMayPromote}`}
        extensionId={extensionId}
        staged={state.staged}
      />
    </section>
  );
}

function RefusalText({ error, testId }: { error: Error; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.formAlert} role="alert" data-testid={testId}>
      {t(`errors.${isApiError(error) ? error.code : 'INTERNAL_ERROR'}`)}
    </p>
  );
}

function ScheduleForm({ extensionId, staged }: { extensionId: string; staged: StagedRelease }) {
  const { t } = useTranslation();
  const id = useId();
  const snackbar = useSnackbar();
  const [date, setDate] = useState(() => toLocalInput(staged.promoteAt));
  const [developerMayPromote, setDeveloperMayPromote] = useState(staged.developerMayPromote);
  const save = useWrite(
    () =>
      scheduleItemRelease(extensionId, { promoteAt: fromLocalInput(date), developerMayPromote }),
    { onSuccess: () => snackbar.show(t('admin.decision.approve.schedule.saved')) },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.pending) void save.run(undefined);
  };
  return (
    <details data-testid="release-schedule">
      <summary>{t('admin.decision.approve.schedule.open')}</summary>
      <form className={styles.stack} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-date`}>
            {t('admin.decision.approve.schedule.date')}
          </label>
          <input
            id={`${id}-date`}
            type="datetime-local"
            className={styles.input}
            value={date}
            aria-describedby={`${id}-date-hint`}
            onChange={(event) => setDate(event.target.value)}
            data-testid="release-schedule-date"
          />
          <span id={`${id}-date-hint`} className={styles.hint}>
            {t('admin.decision.approve.schedule.dateHint')}
          </span>
        </div>
        <label className={styles.guideline} htmlFor={`${id}-developer`}>
          <input
            id={`${id}-developer`}
            type="checkbox"
            className={styles.checkbox}
            checked={developerMayPromote}
            onChange={(event) => setDeveloperMayPromote(event.target.checked)}
            data-testid="release-schedule-developer"
          />
          <span className={styles.guidelineText}>
            {t('admin.decision.approve.schedule.developerMayPromote')}
          </span>
        </label>
        {save.error && <RefusalText error={save.error} testId="release-schedule-error" />}
        <div>
          <button
            type="submit"
            className="button button-secondary button-small"
            disabled={save.pending}
            data-testid="release-schedule-save"
          >
            {save.pending
              ? t('admin.decision.approve.schedule.saving')
              : t('admin.decision.approve.schedule.save')}
          </button>
        </div>
      </form>
    </details>
  );
}
