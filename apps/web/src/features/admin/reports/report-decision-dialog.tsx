import { BLOCK_MODES, type ItemReportEntry } from '@lagoon/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import {
  blocks,
  checkReportDecision,
  EMPTY_REPORT_DECISION,
  NOTE_MAX,
  type ReportDecisionDraft,
  type ReportDecisionKind,
  type ReportNoteProblem,
  toReportDecision,
} from '../model/report-decision';
import own from './reports.module.css';
import { decideItemReport } from './reports-api';

/** Refusals that mean the list is out of date: someone else decided, or things changed. */
const STALE = new Set([
  'ITEM_REPORT_ALREADY_CLOSED',
  'ITEM_REPORT_NOT_FOUND',
  'INVALID_STATE_TRANSITION',
]);

/**
 * The confirmation of one decision about a report: dismiss, or resolve, optionally blocking the
 * item (the same block as the review case's, with the note as its reason). The note is kept in
 * the log. The dialog closes once the section has been read again, so the list behind it
 * already shows the outcome.
 */
export function ReportDecisionDialog({
  report,
  kind,
  onClose,
}: {
  report: ItemReportEntry;
  kind: ReportDecisionKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const id = useId();
  const [draft, setDraft] = useState<ReportDecisionDraft>(EMPTY_REPORT_DECISION);
  const [problem, setProblem] = useState<ReportNoteProblem | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const write = useWrite(
    (sent: ReportDecisionDraft) =>
      decideItemReport(report.reportId, kind, toReportDecision(kind, sent)),
    {
      onError: (error) => {
        if (isApiError(error) && STALE.has(error.code)) void revalidator.revalidate();
      },
    },
  );

  const blocking = blocks(kind, draft);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    const found = checkReportDecision(kind, draft);
    setProblem(found);
    if (found) {
      field.current?.focus();
      return;
    }
    const done = await write.run(draft);
    if (!done) return;
    const item = report.itemName || report.extensionId;
    snackbar.show(
      blocking
        ? t('admin.reports.decisions.resolve.doneBlocked', { item })
        : t(`admin.reports.decisions.${kind}.done`, { item }),
    );
    onClose();
  };

  const failure = write.error
    ? isApiError(write.error)
      ? t(`errors.${write.error.code}`)
      : t('errors.INTERNAL_ERROR')
    : null;
  const formId = `${id}-form`;
  const noteId = `${id}-note`;
  const length = draft.note.trim().length;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !write.pending) onClose();
      }}
      title={t(`admin.reports.decisions.${kind}.title`, { item: report.itemName })}
      width={560}
      testId="report-decision-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={onClose}
            disabled={write.pending}
          >
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={`button button-primary ${blocking ? styles.dangerButton : ''}`}
            disabled={write.pending}
            data-testid="report-decision-submit"
          >
            {write.pending
              ? t('admin.reports.sending')
              : blocking
                ? t('admin.reports.decisions.resolve.submitBlock')
                : t(`admin.reports.decisions.${kind}.submit`)}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.decisionForm}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <p className={styles.muted}>{t(`admin.reports.decisions.${kind}.intro`)}</p>
        {failure && (
          <p className={styles.formAlert} role="alert" data-testid="report-decision-error">
            {failure}
          </p>
        )}
        {kind === 'resolve' &&
          (report.itemBlocked ? (
            <p className={styles.muted} data-testid="report-decision-blocked">
              {t('admin.reports.alreadyBlocked')}
            </p>
          ) : (
            <BlockChoice
              id={`${id}-block`}
              draft={draft}
              onChange={(change) => {
                setDraft((current) => ({ ...current, ...change }));
                if (problem === 'required') setProblem(null);
              }}
            />
          ))}
        <div className={styles.field}>
          <div className={styles.fieldHeader}>
            <label htmlFor={noteId} className={styles.label}>
              {blocking ? t('admin.reports.noteRequired') : t('admin.reports.noteOptional')}
            </label>
            <span
              id={`${noteId}-counter`}
              className={styles.counter}
              data-over={length > NOTE_MAX ? 'true' : undefined}
              data-testid="report-decision-counter"
            >
              {t('admin.reports.counter', { count: length, max: NOTE_MAX })}
            </span>
          </div>
          <textarea
            ref={field}
            id={noteId}
            className={styles.textarea}
            value={draft.note}
            rows={3}
            required={blocking}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${noteId}-hint ${noteId}-counter ${noteId}-problem`}
            onChange={(event) => {
              const note = event.target.value;
              setDraft((current) => ({ ...current, note }));
              setProblem(null);
            }}
            data-testid="report-decision-note"
          />
          <p id={`${noteId}-hint`} className={styles.hint}>
            {blocking ? t('admin.reports.noteHintBlock') : t('admin.reports.noteHint')}
          </p>
          <p
            id={`${noteId}-problem`}
            className={styles.fieldError}
            data-testid="report-decision-problem"
          >
            {problem ? t(`admin.reports.problems.${problem}`, { max: NOTE_MAX }) : null}
          </p>
        </div>
      </form>
    </Dialog>
  );
}

/** Resolve only: whether to block the item too, and what managed browsers then do with it. */
function BlockChoice({
  id,
  draft,
  onChange,
}: {
  id: string;
  draft: ReportDecisionDraft;
  onChange: (change: Partial<ReportDecisionDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={own.blockChoice}>
      <label className={styles.guideline} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={draft.block}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange({ block: event.target.checked })}
          data-testid="report-decision-block"
        />
        <span className={styles.guidelineText}>
          <span>{t('admin.reports.block')}</span>
          <span id={`${id}-hint`} className={styles.muted}>
            {t('admin.reports.blockHint')}
          </span>
        </span>
      </label>
      {draft.block && (
        <fieldset className={own.modes} data-testid="report-decision-block-mode">
          <legend className={styles.label}>{t('admin.decision.block.mode.label')}</legend>
          {BLOCK_MODES.map((mode) => (
            <label key={mode} className={styles.guideline} htmlFor={`${id}-${mode}`}>
              <input
                id={`${id}-${mode}`}
                type="radio"
                name={`${id}-mode`}
                className={styles.checkbox}
                value={mode}
                checked={draft.blockMode === mode}
                onChange={() => onChange({ blockMode: mode })}
                data-testid={`report-decision-block-mode-${mode}`}
              />
              <span className={styles.guidelineText}>
                <span>{t(`admin.decision.block.mode.${mode}`)}</span>
                <span className={styles.muted}>{t(`admin.decision.block.mode.${mode}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
