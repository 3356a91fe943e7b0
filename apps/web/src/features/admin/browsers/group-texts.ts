import { BLOCKED_PERMISSIONS_MAX, GROUP_INSTALL_MODES, RUNTIME_HOSTS_MAX } from '@lagoon/contract';
import type { Translate } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import type { FieldProblems, LimitCheck } from './group-form';

/* The words the group forms share: their checks, their alerts and the install modes. */

/** The words of the console's own checks, the limits named. */
export function limitCheckWords(t: Translate): (check: LimitCheck) => string {
  return (check) =>
    t(`admin.groups.checks.${check}`, {
      max: check === 'permissionsTooMany' ? BLOCKED_PERMISSIONS_MAX : RUNTIME_HOSTS_MAX,
    });
}

/**
 * What the form says above its buttons: that fields are marked when any is, else why the last
 * write failed (the error's own words), else nothing.
 */
export function formAlert(t: Translate, problems: FieldProblems, error: unknown): string | null {
  if (Object.keys(problems).length > 0) return t('admin.groups.checks.fixFields');
  if (!error) return null;
  return t(`errors.${isApiError(error) ? error.code : 'INTERNAL_ERROR'}`);
}

/** The install modes as choices, each with what it does. */
export function useInstallModeChoices() {
  const { t } = useTranslation();
  return GROUP_INSTALL_MODES.map((mode) => ({
    value: mode,
    label: t(`admin.groups.installMode.${mode}`),
    hint: t(`admin.groups.installModeText.${mode}`),
  }));
}
