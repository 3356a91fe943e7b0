import type { Translate } from '../i18n';

/** The name every store's default browser group starts with (migration 0023), in English. */
export const DEFAULT_GROUP_NAME = 'Default';

/**
 * A browser group's name as the page shows it: the default group's starting name in the page's
 * language; any name an administrator gave it, as given. `isDefault` is left out where only
 * the name is known (a request's group): group names are unique regardless of case, so the
 * starting name then belongs to the default group unless an administrator renamed it and gave
 * that name to another group.
 */
export function shownGroupName(t: Translate, name: string, isDefault?: boolean): string {
  return name === DEFAULT_GROUP_NAME && isDefault !== false ? t('common.defaultGroupName') : name;
}

/** The description the default group starts with (migration 0023), in English. */
export const DEFAULT_GROUP_DESCRIPTION = 'Browsers whose policy names no other group.';

/** A group's description as the page shows it: the default group's starting one translated. */
export function shownGroupDescription(
  t: Translate,
  group: { description: string; isDefault: boolean },
): string {
  return group.isDefault && group.description === DEFAULT_GROUP_DESCRIPTION
    ? t('common.defaultGroupDescription')
    : group.description;
}
