import { GUIDELINE_CODES, GUIDELINES } from '@lagoon/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { type DecisionKind, submitDecision } from '../api/moderation-api';
import {
  checkDecision,
  type DecisionDraft,
  type DecisionField,
  type DecisionProblems,
  decisionFields,
  EMPTY_DECISION,
  MESSAGE_MAX,
  problemsFromServer,
  REASON_MAX,
  type StagingOption,
  toDecision,
  toggleGuideline,
} from '../model/decision-form';
import { BlockModeField } from './block-mode';
import { DecisionFrame, FieldProblem, failureText, NoteField } from './decision-frame';
import { StagingFields } from './staging-fields';

const FIELD_ORDER: readonly DecisionField[] = ['guidelines', 'message', 'reason', 'days'];

interface DecisionDialogProps {
  kind: DecisionKind;
  extensionId: string;
  name: string;
  /** An update of a published item: rejecting it keeps the published version live. */
  isUpdate: boolean;
  /** The revision of the case the reviewer saw when they opened the dialog. */
  revision: number;
  /** Approving: whether the new version may go to pilot groups first. */
  staging?: StagingOption;
  onClose: () => void;
  /**
   * The server refused the decision because the item changed since `revision`: nothing was
   * decided; the dialog has the case read again, and the page says what changed.
   */
  onRevisionChanged: () => void;
}

/**
 * One administrator decision about an item: approve, reject or turn private (with the
 * guidelines the item breaks and a message to the developer), block or unblock (with a
 * reason for the log). The fields are checked as the server checks them before sending.
 */
export function DecisionDialog({
  kind,
  extensionId,
  name,
  isUpdate,
  revision,
  staging,
  onClose,
  onRevisionChanged,
}: DecisionDialogProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const id = useId();
  const fields = decisionFields(kind);
  const [draft, setDraft] = useState<DecisionDraft>(EMPTY_DECISION);
  const [problems, setProblems] = useState<DecisionProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fieldRefs = useRef<Partial<Record<DecisionField, HTMLElement | null>>>({});

  const focusFirst = (found: DecisionProblems) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  // On success the page's data is read again behind the closed dialog.
  const decision = useWrite(
    (sent: DecisionDraft) =>
      submitDecision(extensionId, toDecision(kind, sent), revision, language),
    {
      onSuccess: () => {
        snackbar.show(t(`admin.decision.${kind}.done`, { name }));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'REVIEW_REVISION_CHANGED') {
          // Nothing was decided: the case is read again as it is now, to say what changed.
          void revalidator.revalidate();
          onRevisionChanged();
          return;
        }
        if (isApiError(error) && error.code === 'INVALID_REQUEST' && error.fields.length > 0) {
          const found = problemsFromServer(error.fields);
          if (Object.keys(found).length > 0) {
            setProblems(found);
            focusFirst(found);
            return;
          }
        }
        setFailure(failureText(t, error));
        // Someone else may have decided first: show the item as it is now behind the dialog.
        if (isApiError(error) && error.code === 'INVALID_STATE_TRANSITION') {
          void revalidator.revalidate();
        }
      },
    },
  );

  const update = (change: Partial<DecisionDraft>, field: DecisionField) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (decision.pending) return;
    const found = checkDecision(kind, draft);
    setProblems(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      focusFirst(found);
      return;
    }
    void decision.run(draft);
  };

  const problemText = (field: DecisionField): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    if (problem === 'tooLong') {
      return t('admin.decision.problems.tooLong', {
        max: field === 'reason' ? REASON_MAX : MESSAGE_MAX,
      });
    }
    if (problem === 'required' && field === 'guidelines') {
      return t('admin.decision.problems.guidelines');
    }
    if (problem === 'required' && field === 'reason') return t('admin.decision.problems.reason');
    return t('errors.INVALID_REQUEST');
  };

  const danger = kind === 'reject' || kind === 'private' || kind === 'block';
  const other = i18n.language === 'ko' ? 'en' : 'ko';
  const intro =
    kind === 'reject' && isUpdate
      ? t('admin.decision.reject.introUpdate')
      : t(`admin.decision.${kind}.intro`);

  return (
    <DecisionFrame
      title={t(`admin.decision.${kind}.title`, { name })}
      width={fields.includes('guidelines') ? 640 : 520}
      testId="decision-dialog"
      intro={intro}
      failure={failure}
      failureTestId="decision-error"
      pending={decision.pending}
      danger={danger}
      submitLabel={
        decision.pending ? t('admin.decision.sending') : t(`admin.decision.${kind}.submit`)
      }
      submitTestId="decision-submit"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {fields.includes('guidelines') && (
        <fieldset
          className={styles.guidelines}
          aria-describedby={`${id}-guidelines-hint ${id}-guidelines-problem`}
          data-invalid={problems.guidelines ? 'true' : undefined}
          data-testid="decision-guidelines"
        >
          <legend className={styles.label}>{t('admin.decision.guidelines')}</legend>
          <p id={`${id}-guidelines-hint`} className={styles.hint}>
            {t('admin.decision.guidelinesHint')}
          </p>
          <ul className={styles.guidelineList}>
            {GUIDELINE_CODES.map((code, index) => {
              const text = GUIDELINES[code];
              const inputId = `${id}-guideline-${code}`;
              return (
                <li key={code}>
                  <label className={styles.guideline} htmlFor={inputId}>
                    <input
                      ref={(element) => {
                        if (index === 0) fieldRefs.current.guidelines = element;
                      }}
                      id={inputId}
                      type="checkbox"
                      className={styles.checkbox}
                      checked={draft.guidelines.includes(code)}
                      aria-invalid={problems.guidelines ? true : undefined}
                      onChange={(event) =>
                        update(
                          {
                            guidelines: toggleGuideline(
                              draft.guidelines,
                              code,
                              event.target.checked,
                              GUIDELINE_CODES,
                            ),
                          },
                          'guidelines',
                        )
                      }
                      data-testid="decision-guideline"
                      data-code={code}
                    />
                    <span className={styles.guidelineText}>
                      <code className={styles.guidelineCode}>{code}</code>
                      <span>{i18n.language === 'ko' ? text.ko : text.en}</span>
                      <span className={styles.muted} lang={other}>
                        {text[other]}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldProblem
            id={`${id}-guidelines-problem`}
            text={problemText('guidelines')}
            testId={problems.guidelines ? 'decision-problem' : undefined}
          />
        </fieldset>
      )}
      {fields.includes('message') && (
        <NoteField
          id={`${id}-message`}
          label={
            kind === 'approve' ? t('admin.decision.messageOptional') : t('admin.decision.message')
          }
          value={draft.message}
          max={MESSAGE_MAX}
          rows={4}
          problem={problemText('message')}
          problemTestId={problems.message ? 'decision-problem' : undefined}
          counter={(count) => t('admin.decision.counter', { count, max: MESSAGE_MAX })}
          onChange={(message) => update({ message }, 'message')}
          inputRef={(element) => {
            fieldRefs.current.message = element;
          }}
          testId="decision-message"
        />
      )}
      {kind === 'approve' && staging && (
        <StagingFields
          id={`${id}-staging`}
          option={staging}
          draft={draft}
          problem={problems.days}
          onChange={(change) => update(change, 'days')}
        />
      )}
      {kind === 'block' && (
        <BlockModeField
          id={`${id}-mode`}
          value={draft.blockMode}
          onChange={(blockMode) => setDraft((current) => ({ ...current, blockMode }))}
        />
      )}
      {fields.includes('reason') && (
        <NoteField
          id={`${id}-reason`}
          label={t('admin.decision.reason')}
          hint={t('admin.decision.reasonHint')}
          value={draft.reason}
          max={REASON_MAX}
          rows={3}
          required
          problem={problemText('reason')}
          problemTestId={problems.reason ? 'decision-problem' : undefined}
          counter={(count) => t('admin.decision.counter', { count, max: REASON_MAX })}
          onChange={(reason) => update({ reason }, 'reason')}
          inputRef={(element) => {
            fieldRefs.current.reason = element;
          }}
          testId="decision-reason"
        />
      )}
    </DecisionFrame>
  );
}
