import {
  BLOCKED_INSTALL_MESSAGE_MAX,
  type BrowserGroup,
  type GroupPatchInput,
  RUNTIME_HOSTS_MAX,
} from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { GroupBasicFields } from './group-basic-fields';
import {
  checkLimits,
  type FieldProblems,
  fieldProblemsOf,
  type GroupDraft,
  groupChangeOf,
  groupDraftChanged,
  groupDraftOf,
  HOST_FIELDS,
  refusalProblems,
  withoutField,
} from './group-form';
import { formAlert, limitCheckWords } from './group-texts';
import own from './groups.module.css';
import { updateGroup } from './groups-api';
import { HostLinesField, TextField } from './limit-fields';
import { PermissionPicker } from './permission-picker';

/**
 * A group's settings: name, description, install mode and the limits for every item. Save
 * sends them all; each problem shows at its field (a host pattern at its line).
 */
export function GroupEditor({ group }: { group: BrowserGroup }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const formId = useId();
  const [draft, setDraft] = useState<GroupDraft>(() => groupDraftOf(group));
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useWrite((change: GroupPatchInput) => updateGroup(group.id, change), {
    onSuccess: () => snackbar.show(t('admin.groups.settings.saved')),
    onError: (error) => setProblems(refusalProblems(error)),
  });
  const set = <K extends keyof GroupDraft>(key: K, value: GroupDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblems((current) => withoutField(current, key));
    if (save.error) save.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.pending) return;
    const change = groupChangeOf(draft);
    const issues = checkLimits(
      {
        blockedPermissions: change.blockedPermissions ?? [],
        runtimeBlockedHosts: change.runtimeBlockedHosts ?? [],
        runtimeAllowedHosts: change.runtimeAllowedHosts ?? [],
      },
      limitCheckWords(t),
    );
    if (!change.name) {
      issues.push({
        field: 'name',
        code: 'required',
        message: t('admin.groups.fields.nameRequired'),
      });
    }
    const found = fieldProblemsOf(issues);
    setProblems(found);
    if (issues.length > 0) return;
    if (!groupDraftChanged(draft, group)) {
      snackbar.show(t('admin.groups.settings.unchanged'));
      return;
    }
    void save.run(change);
  };
  const alert = formAlert(t, problems, save.error);
  return (
    <section
      className={styles.card}
      aria-labelledby={`${formId}-title`}
      data-testid="group-settings"
    >
      <h2 id={`${formId}-title`} className={styles.subheading}>
        {t('admin.groups.settings.title')}
      </h2>
      <form id={formId} className={own.form} onSubmit={onSubmit} noValidate>
        <GroupBasicFields
          formId={formId}
          draft={draft}
          problems={problems}
          onChange={set}
          testIdPrefix="group"
        />
        <h3 className={styles.subheading}>{t('admin.groups.settings.limitsTitle')}</h3>
        <p className={styles.hint}>{t('admin.groups.settings.limitsHint')}</p>
        <PermissionPicker
          label={t('admin.groups.fields.blockedPermissions')}
          hint={t('admin.groups.fields.blockedPermissionsHint')}
          chosen={draft.blockedPermissions}
          onChange={(next) => set('blockedPermissions', next)}
          problems={problems}
          testId="group-permissions"
        />
        {HOST_FIELDS.map((field) => (
          <HostLinesField
            key={field}
            field={field}
            label={t(`admin.groups.fields.${field}`)}
            hint={t(`admin.groups.fields.${field}Hint`)}
            text={draft[field]}
            onChange={(text) => set(field, text)}
            problems={problems}
            max={RUNTIME_HOSTS_MAX}
            testId={`group-${field}`}
          />
        ))}
        <TextField
          label={t('admin.groups.fields.blockedInstallMessage')}
          hint={t('admin.groups.fields.blockedInstallMessageHint')}
          value={draft.blockedInstallMessage}
          onChange={(value) => set('blockedInstallMessage', value)}
          max={BLOCKED_INSTALL_MESSAGE_MAX}
          problem={problems.blockedInstallMessage}
          rows={3}
          testId="group-message"
        />
        {alert && (
          <p className={styles.formAlert} role="alert" data-testid="group-settings-error">
            {alert}
          </p>
        )}
        <div className={own.formActions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={save.pending}
            data-testid="group-settings-save"
          >
            {save.pending ? t('admin.groups.settings.saving') : t('admin.groups.settings.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
