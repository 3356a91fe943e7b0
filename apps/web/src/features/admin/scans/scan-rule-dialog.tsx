import {
  SCAN_MATCH_KINDS,
  SCAN_REGEX_FILE_BUDGET_MS,
  SCAN_RULE_ACTIONS,
  SCAN_RULE_DESCRIPTION_MAX,
  SCAN_RULE_NAME_MAX,
  SCAN_RULE_PATTERN_MAX,
  SCAN_RULE_SEVERITIES,
  type ScanRule,
  type ScanRuleDetail,
} from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import own from '../browsers/groups.module.css';
import { ChoiceField, TextField } from '../browsers/limit-fields';
import {
  type DraftProblem,
  draftOf,
  draftProblems,
  emptyDraft,
  inputOf,
  type ScanRuleDraft,
  targetsOf,
  withKind,
} from './scan-rule-form';
import { createScanRule, updateScanRule } from './scans-api';

/**
 * Creates a rule, or changes one: name, severity, what it matches and where, and what a match
 * does. The pattern is checked as it is typed with the server's own checks (the contract's),
 * so a wrong regular expression, hash or manifest path is named before it is sent.
 */
export function ScanRuleDialog({ rule, onClose }: { rule?: ScanRule; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const navigate = useAppNavigate();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<ScanRuleDraft>(rule ? draftOf(rule) : emptyDraft());
  const [submitted, setSubmitted] = useState(false);
  const save = useWrite(
    (input: ScanRuleDraft): Promise<ScanRuleDetail> =>
      rule ? updateScanRule(rule.id, inputOf(input)) : createScanRule(inputOf(input)),
    {
      onSuccess: (saved) => {
        snackbar.show(
          t(rule ? 'admin.scans.dialog.saved' : 'admin.scans.dialog.created', { name: saved.name }),
        );
        onClose();
        if (!rule) navigate(`/admin/scan-rules/${saved.id}`);
      },
    },
  );
  const problems = draftProblems(draft);
  const problemText = (problem: DraftProblem | undefined, required: string) =>
    !problem ? null : problem === 'required' ? required : t(`errors.${problem}`);
  const set = (next: ScanRuleDraft) => {
    setDraft(next);
    if (save.error) save.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (save.pending || Object.keys(problems).length > 0) return;
    void save.run(draft);
  };
  const patternHintKey =
    draft.target === 'manifest' && draft.kind !== 'hash' ? 'manifest' : draft.kind;
  // The pattern is checked as it is typed; an empty name only once the form is sent.
  const patternProblem = draft.pattern === '' && !submitted ? undefined : problems.pattern;
  const refusal = save.error
    ? t(`errors.${isApiError(save.error) ? save.error.code : 'INTERNAL_ERROR'}`)
    : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(rule ? 'admin.scans.dialog.editTitle' : 'admin.scans.dialog.createTitle')}
      width={680}
      testId="scan-rule-dialog"
      actions={
        <DialogButtons
          onCancel={onClose}
          label={t('admin.scans.dialog.save')}
          pendingLabel={t('admin.scans.dialog.saving')}
          pending={save.pending}
          form={formId}
          testId="scan-rule-save"
        />
      }
    >
      <form id={formId} className={own.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('admin.scans.fields.name')}
          value={draft.name}
          onChange={(name) => set({ ...draft, name })}
          max={SCAN_RULE_NAME_MAX}
          problem={
            submitted ? problemText(problems.name, t('admin.scans.fields.nameRequired')) : null
          }
          required
          testId="scan-rule-name"
        />
        <TextField
          label={t('admin.scans.fields.description')}
          hint={t('admin.scans.fields.descriptionHint')}
          value={draft.description}
          onChange={(description) => set({ ...draft, description })}
          max={SCAN_RULE_DESCRIPTION_MAX}
          rows={2}
          testId="scan-rule-description"
        />
        <div className={own.pair}>
          <SelectField
            label={t('admin.scans.fields.severity')}
            value={draft.severity}
            options={SCAN_RULE_SEVERITIES.map((value) => ({
              value,
              label: t(`admin.scans.severity.${value}`),
            }))}
            onChange={(severity) => set({ ...draft, severity })}
            testId="scan-rule-severity"
          />
          <SelectField
            label={t('admin.scans.fields.kind')}
            value={draft.kind}
            options={SCAN_MATCH_KINDS.map((value) => ({
              value,
              label: t(`admin.scans.kind.${value}`),
            }))}
            onChange={(kind) => set(withKind(draft, kind))}
            testId="scan-rule-kind"
          />
          <SelectField
            label={t('admin.scans.fields.target')}
            value={draft.target}
            options={targetsOf(draft.kind).map((value) => ({
              value,
              label: t(`admin.scans.target.${value}`),
            }))}
            onChange={(target) => set({ ...draft, target })}
            testId="scan-rule-target"
          />
        </div>
        <TextField
          label={t('admin.scans.fields.pattern')}
          hint={t(`admin.scans.patternHint.${patternHintKey}`, {
            budget: SCAN_REGEX_FILE_BUDGET_MS,
          })}
          value={draft.pattern}
          onChange={(pattern) => set({ ...draft, pattern })}
          max={SCAN_RULE_PATTERN_MAX}
          problem={problemText(patternProblem, t('admin.scans.fields.patternRequired'))}
          required
          testId="scan-rule-pattern"
        />
        <ChoiceField
          legend={t('admin.scans.fields.action')}
          name={`${formId}-action`}
          value={draft.action}
          choices={SCAN_RULE_ACTIONS.map((value) => ({
            value,
            label: t(`admin.scans.action.${value}`),
            hint: t(`admin.scans.actionHint.${value}`),
          }))}
          onChange={(action) => set({ ...draft, action })}
          testId="scan-rule-action"
        />
        <label className={own.choice}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={draft.enabled}
            onChange={(event) => set({ ...draft, enabled: event.target.checked })}
            data-testid="scan-rule-enabled"
          />
          <span className={own.choiceLabel}>{t('admin.scans.fields.enabled')}</span>
        </label>
        {refusal && (
          <p className={styles.formAlert} role="alert" data-testid="scan-rule-error">
            {refusal}
          </p>
        )}
      </form>
    </Dialog>
  );
}

function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
