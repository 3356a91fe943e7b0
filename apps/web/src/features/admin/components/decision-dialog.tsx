import { BLOCK_MODES, type BlockMode, GUIDELINE_CODES, GUIDELINES } from '@lagoon/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-client';
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
  toDecision,
  toggleGuideline,
} from '../model/decision-form';

const FIELD_ORDER: readonly DecisionField[] = ['guidelines', 'message', 'reason'];

interface DecisionDialogProps {
  kind: DecisionKind;
  extensionId: string;
  name: string;
  /** An update of a published item: rejecting it keeps the published version live. */
  isUpdate: boolean;
  /** The revision of the case the reviewer saw when they opened the dialog. */
  revision: number;
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
        setFailure(isApiError(error) ? t(`errors.${error.code}`) : t('errors.INTERNAL_ERROR'));
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

  const formId = `${id}-form`;
  const danger = kind === 'reject' || kind === 'private' || kind === 'block';
  const other = i18n.language === 'ko' ? 'en' : 'ko';
  const intro =
    kind === 'reject' && isUpdate
      ? t('admin.decision.reject.introUpdate')
      : t(`admin.decision.${kind}.intro`);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !decision.pending) onClose();
      }}
      title={t(`admin.decision.${kind}.title`, { name })}
      width={fields.includes('guidelines') ? 640 : 520}
      testId="decision-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={onClose}
            disabled={decision.pending}
          >
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={`button button-primary ${danger ? styles.dangerButton : ''}`}
            disabled={decision.pending}
            data-testid="decision-submit"
          >
            {decision.pending ? t('admin.decision.sending') : t(`admin.decision.${kind}.submit`)}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.decisionForm} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{intro}</p>
        {failure && (
          <p className={styles.formAlert} role="alert" data-testid="decision-error">
            {failure}
          </p>
        )}
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
            <FieldProblem id={`${id}-guidelines-problem`} text={problemText('guidelines')} />
          </fieldset>
        )}
        {fields.includes('message') && (
          <TextField
            id={`${id}-message`}
            label={
              kind === 'approve' ? t('admin.decision.messageOptional') : t('admin.decision.message')
            }
            value={draft.message}
            max={MESSAGE_MAX}
            rows={4}
            problem={problemText('message')}
            onChange={(message) => update({ message }, 'message')}
            inputRef={(element) => {
              fieldRefs.current.message = element;
            }}
            testId="decision-message"
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
          <TextField
            id={`${id}-reason`}
            label={t('admin.decision.reason')}
            hint={t('admin.decision.reasonHint')}
            value={draft.reason}
            max={REASON_MAX}
            rows={3}
            required
            problem={problemText('reason')}
            onChange={(reason) => update({ reason }, 'reason')}
            inputRef={(element) => {
              fieldRefs.current.reason = element;
            }}
            testId="decision-reason"
          />
        )}
      </form>
    </Dialog>
  );
}

/** Blocking only: what managed browsers do with the item (the policy's installation mode). */
function BlockModeField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: BlockMode;
  onChange: (mode: BlockMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className={styles.guidelines}
      aria-describedby={`${id}-hint`}
      data-testid="decision-block-mode"
    >
      <legend className={styles.label}>{t('admin.decision.block.mode.label')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('admin.decision.block.mode.hint')}
      </p>
      <div className={styles.guidelineList}>
        {BLOCK_MODES.map((mode) => (
          <label key={mode} className={styles.guideline} htmlFor={`${id}-${mode}`}>
            <input
              id={`${id}-${mode}`}
              type="radio"
              name={id}
              className={styles.checkbox}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              data-testid={`decision-block-mode-${mode}`}
            />
            <span className={styles.guidelineText}>
              <span>{t(`admin.decision.block.mode.${mode}`)}</span>
              <span className={styles.muted}>{t(`admin.decision.block.mode.${mode}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FieldProblem({ id, text }: { id: string; text: string | null }) {
  return (
    <p id={id} className={styles.fieldError} data-testid={text ? 'decision-problem' : undefined}>
      {text}
    </p>
  );
}

function TextField({
  id,
  label,
  hint,
  value,
  max,
  rows,
  required,
  problem,
  onChange,
  inputRef,
  testId,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  max: number;
  rows: number;
  required?: boolean;
  problem: string | null;
  onChange: (value: string) => void;
  inputRef: (element: HTMLTextAreaElement | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const length = value.trim().length;
  return (
    <div className={styles.field}>
      <div className={styles.fieldHeader}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span className={styles.counter} data-over={length > max ? 'true' : undefined}>
          {t('admin.decision.counter', { count: length, max })}
        </span>
      </div>
      <textarea
        ref={inputRef}
        id={id}
        className={styles.textarea}
        value={value}
        rows={rows}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={hint ? `${id}-hint ${id}-problem` : `${id}-problem`}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldProblem id={`${id}-problem`} text={problem} />
    </div>
  );
}
