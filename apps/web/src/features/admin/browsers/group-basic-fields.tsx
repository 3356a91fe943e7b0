import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, type GroupInstallMode } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import type { FieldProblems } from './group-form';
import { useInstallModeChoices } from './group-texts';
import { ChoiceField, TextField } from './limit-fields';

/** What a group is called and how its browsers get the store's items. */
export interface GroupBasics {
  name: string;
  description: string;
  installMode: GroupInstallMode;
}

/** Sets one of the fields; a form's own setter for a larger draft fits. */
export interface SetGroupBasic {
  (key: 'name' | 'description', value: string): void;
  (key: 'installMode', value: GroupInstallMode): void;
}

/**
 * A group's name, description and install mode, as both the new-group dialog and the group's
 * settings ask for them; `testIdPrefix` names each field (`<prefix>-name`, …).
 */
export function GroupBasicFields({
  formId,
  draft,
  problems,
  onChange,
  testIdPrefix,
}: {
  formId: string;
  draft: GroupBasics;
  problems: FieldProblems;
  onChange: SetGroupBasic;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const installModes = useInstallModeChoices();
  return (
    <>
      <TextField
        label={t('admin.groups.fields.name')}
        hint={t('admin.groups.fields.nameHint')}
        value={draft.name}
        onChange={(value) => onChange('name', value)}
        max={GROUP_NAME_MAX}
        problem={problems.name}
        required
        testId={`${testIdPrefix}-name`}
      />
      <TextField
        label={t('admin.groups.fields.description')}
        hint={t('admin.groups.fields.descriptionHint')}
        value={draft.description}
        onChange={(value) => onChange('description', value)}
        max={GROUP_DESCRIPTION_MAX}
        problem={problems.description}
        rows={2}
        testId={`${testIdPrefix}-description`}
      />
      <ChoiceField
        legend={t('admin.groups.fields.installMode')}
        name={`${formId}-install-mode`}
        value={draft.installMode}
        choices={installModes}
        onChange={(value) => onChange('installMode', value)}
        testId={`${testIdPrefix}-install-mode`}
      />
    </>
  );
}
