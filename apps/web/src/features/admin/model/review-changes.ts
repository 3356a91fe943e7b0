import type { ReviewChange } from '@lagoon/contract';

/** The sections a reviewer reads a change in, in the order they are shown. */
export const CHANGE_GROUPS = ['package', 'listing', 'media', 'texts', 'other'] as const;
export type ChangeGroupName = (typeof CHANGE_GROUPS)[number];

/** Fields the server compares; anything else it adds later still shows, under "other". */
const FIELD_GROUP = {
  version: 'package',
  permissions: 'package',
  hostPermissions: 'package',
  warnings: 'package',
  productType: 'listing',
  category: 'listing',
  defaultLocale: 'listing',
  regions: 'listing',
  matureContent: 'listing',
  icon: 'media',
  image: 'media',
  slides: 'media',
  name: 'texts',
  description: 'texts',
} as const satisfies Record<string, ChangeGroupName>;
export type ChangeField = keyof typeof FIELD_GROUP;

/** Fields the server sends as a sorted, comma-joined list. */
const LIST_FIELDS: ReadonlySet<ChangeField> = new Set([
  'permissions',
  'hostPermissions',
  'warnings',
  'regions',
  'slides',
]);
/** Fields whose values are image addresses. */
const IMAGE_FIELDS: ReadonlySet<ChangeField> = new Set(['icon', 'image', 'slides']);

export type ChangeShape = 'value' | 'list' | 'text' | 'images';

export interface ListDiff {
  added: string[];
  removed: string[];
  kept: string[];
}

export interface ChangeView {
  /** The server's field name, e.g. "description.ko". */
  id: string;
  /** The known field, or null for one this console does not know yet (shown by its name). */
  field: ChangeField | null;
  /** The listing language of a per-language text, e.g. "ko". */
  locale: string | null;
  shape: ChangeShape;
  before: string | null;
  after: string | null;
  /** List and image-list fields: what was added, removed and kept. */
  diff: ListDiff | null;
}

export interface ChangeGroup {
  group: ChangeGroupName;
  changes: ChangeView[];
}

function isChangeField(value: string): value is ChangeField {
  return Object.hasOwn(FIELD_GROUP, value);
}

/** A list value as the server joins it ("a, b, c"); null and empty are the empty list. */
export function splitList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(', ')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** What a list gained and lost, each part in the order of the list it comes from. */
export function listDiff(before: readonly string[], after: readonly string[]): ListDiff {
  const old = new Set(before);
  const next = new Set(after);
  return {
    added: after.filter((entry) => !old.has(entry)),
    removed: before.filter((entry) => !next.has(entry)),
    kept: after.filter((entry) => old.has(entry)),
  };
}

function shapeOf(field: ChangeField | null): ChangeShape {
  if (field === null) return 'value';
  if (IMAGE_FIELDS.has(field)) return 'images';
  if (LIST_FIELDS.has(field)) return 'list';
  if (field === 'name' || field === 'description') return 'text';
  return 'value';
}

/** Reads one server change: "description.ko" is the Korean description. */
export function viewChange(change: ReviewChange): ChangeView {
  const dot = change.field.indexOf('.');
  const base = dot > 0 ? change.field.slice(0, dot) : change.field;
  const locale = dot > 0 ? change.field.slice(dot + 1) : null;
  // Names and descriptions come one per language; every other field comes without one.
  const perLanguage = base === 'name' || base === 'description';
  const field = isChangeField(base) && perLanguage === (locale !== null) ? base : null;
  const shape = shapeOf(field);
  const isList = field !== null && LIST_FIELDS.has(field);
  const diff = isList
    ? listDiff(splitList(change.before), splitList(change.after))
    : shape === 'images'
      ? listDiff(change.before ? [change.before] : [], change.after ? [change.after] : [])
      : null;
  return {
    id: change.field,
    field,
    locale: field === null ? null : locale,
    shape,
    before: change.before,
    after: change.after,
    diff,
  };
}

/**
 * Sorts the differences between the published product and the draft into the sections a
 * reviewer checks: the package first (what the code may do), then the listing's settings, its
 * images and its texts. Within a section the server's order is kept; empty sections are left out.
 */
export function groupChanges(changes: readonly ReviewChange[]): ChangeGroup[] {
  const byGroup = new Map<ChangeGroupName, ChangeView[]>();
  for (const change of changes) {
    const view = viewChange(change);
    const group: ChangeGroupName = view.field === null ? 'other' : FIELD_GROUP[view.field];
    const list = byGroup.get(group) ?? [];
    list.push(view);
    byGroup.set(group, list);
  }
  return CHANGE_GROUPS.flatMap((group) => {
    const list = byGroup.get(group);
    return list ? [{ group, changes: list }] : [];
  });
}

/** True when an update asks for a permission or host the published version did not have. */
export function widensAccess(changes: readonly ReviewChange[]): boolean {
  return changes.some((change) => {
    if (change.field !== 'permissions' && change.field !== 'hostPermissions') return false;
    return listDiff(splitList(change.before), splitList(change.after)).added.length > 0;
  });
}
