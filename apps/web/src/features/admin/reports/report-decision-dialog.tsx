import type { ItemReportEntry } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';
import { BlockModeOptions } from '../components/block-mode';
import {
  DecisionFrame,
  failureText,
  NoteField,
  useDecisionWrite,
  useFocusedField,
} from '../components/decision-frame';
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
const STALE = ['ITEM_REPORT_ALREADY_CLOSED', 'ITEM_REPORT_NOT_FOUND', 'INVALID_STATE_TRANSITION'];

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
  const id = useId();
  const [draft, setDraft] = useState<ReportDecisionDraft>(EMPTY_REPORT_DECISION);
  const [problem, setProblem] = useState<ReportNoteProblem | null>(null);
  const field = useFocusedField<HTMLTextAreaElement>();
  const write = useDecisionWrite(
    (sent: ReportDecisionDraft) =>
      decideItemReport(report.reportId, kind, toReportDecision(kind, sent)),
    STALE,
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

  return (
    <DecisionFrame
      title={t(`admin.reports.decisions.${kind}.title`, { item: report.itemName })}
      width={560}
      testId="report-decision-dialog"
      intro={t(`admin.reports.decisions.${kind}.intro`)}
      failure={write.error ? failureText(t, write.error) : null}
      failureTestId="report-decision-error"
      pending={write.pending}
      danger={blocking}
      submitLabel={
        write.pending
          ? t('admin.reports.sending')
          : blocking
            ? t('admin.reports.decisions.resolve.submitBlock')
            : t(`admin.reports.decisions.${kind}.submit`)
      }
      submitTestId="report-decision-submit"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
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
      <NoteField
        id={`${id}-note`}
        label={blocking ? t('admin.reports.noteRequired') : t('admin.reports.noteOptional')}
        hint={blocking ? t('admin.reports.noteHintBlock') : t('admin.reports.noteHint')}
        value={draft.note}
        max={NOTE_MAX}
        rows={3}
        required={blocking}
        problem={problem ? t(`admin.reports.problems.${problem}`, { max: NOTE_MAX }) : null}
        problemTestId="report-decision-problem"
        counter={(count) => t('admin.reports.counter', { count, max: NOTE_MAX })}
        counterTestId="report-decision-counter"
        counterRead
        onChange={(note) => {
          setDraft((current) => ({ ...current, note }));
          setProblem(null);
        }}
        inputRef={field}
        testId="report-decision-note"
      />
    </DecisionFrame>
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
          <BlockModeOptions
            id={id}
            name={`${id}-mode`}
            value={draft.blockMode}
            onChange={(blockMode) => onChange({ blockMode })}
            testIdPrefix="report-decision-block-mode"
          />
        </fieldset>
      )}
    </div>
  );
}
