import {
  BLOCKED_PERMISSIONS_MAX,
  type BrowserGroup,
  CHROMIUM_API_PERMISSIONS,
  type FieldIssue,
  type GroupInstallMode,
  type GroupPatchInput,
  isChromiumPermission,
  isExtensionVersion,
  isRuntimeHostPattern,
  RUNTIME_HOSTS_MAX,
} from '@lagoon/contract';
import { isApiError } from '../../../lib/api-error';

/*
 * The group forms' logic, kept apart from the components: host patterns typed one per line,
 * the server's field issues placed at the field (and the line) they name, the checks Chromium's
 * parser makes run before anything is sent, and the drafts the forms edit.
 */

/** The two host lists a group, or an item's entry in it, sets. */
export const HOST_FIELDS = ['runtimeBlockedHosts', 'runtimeAllowedHosts'] as const;
export type HostField = (typeof HOST_FIELDS)[number];

/** Host patterns typed one per line: the patterns in order, and the line each was typed on. */
export interface HostLines {
  values: string[];
  /** lines[i] is the (1-based) line of values[i] in the text; blank lines hold no pattern. */
  lines: number[];
}

/** Reads a box of host patterns: one per line, spaces around them and blank lines left out. */
export function readHostLines(text: string): HostLines {
  const values: string[] = [];
  const lines: number[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const value = line.trim();
    if (value === '') return;
    values.push(value);
    lines.push(index + 1);
  });
  return { values, lines };
}

/** A list of host patterns as the box shows it. */
export function hostLinesText(hosts: readonly string[]): string {
  return hosts.join('\n');
}

/**
 * The messages a form shows beside its fields, by the field's path as the server names it:
 * `name`, `minimumVersion`, `runtimeBlockedHosts.3` (the fourth pattern sent),
 * `blockedPermissions.1`. The first message for a path is kept.
 */
export type FieldProblems = Readonly<Record<string, string>>;

export function fieldProblemsOf(issues: readonly FieldIssue[]): FieldProblems {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    if (!(issue.field in problems)) problems[issue.field] = issue.message;
  }
  return problems;
}

/** The field problems a refused write carries; none when the refusal names no field. */
export function refusalProblems(error: unknown): FieldProblems {
  return isApiError(error) ? fieldProblemsOf(error.fields) : {};
}

/** The problems without those of one field (and its entries), once it is edited again. */
export function withoutField(problems: FieldProblems, field: string): FieldProblems {
  return Object.fromEntries(
    Object.entries(problems).filter(([path]) => path !== field && !path.startsWith(`${field}.`)),
  );
}

/** A problem of one typed line of a host box. */
export interface LineProblem {
  line: number;
  pattern: string;
  message: string;
}

/**
 * A host box's problems: each entry the server (or the check below) named by its index, at the
 * line it was typed on, and what is wrong with the list as a whole (too many patterns).
 */
export function hostLineProblems(
  problems: FieldProblems,
  field: HostField,
  hosts: HostLines,
): { lines: LineProblem[]; whole: string | null } {
  const lines: LineProblem[] = [];
  for (const [path, message] of Object.entries(problems)) {
    const match = /^(\w+)\.(\d+)$/.exec(path);
    if (!match || match[1] !== field) continue;
    const index = Number(match[2]);
    const line = hosts.lines[index];
    if (line === undefined) continue;
    lines.push({ line, pattern: hosts.values[index] ?? '', message });
  }
  lines.sort((a, b) => a.line - b.line);
  return { lines, whole: problems[field] ?? null };
}

/**
 * A permission field's problems: the names the server did not accept (by the index sent), and
 * what is wrong with the list as a whole.
 */
export function permissionProblems(
  problems: FieldProblems,
  chosen: readonly string[],
): { names: { name: string; message: string }[]; whole: string | null } {
  const names: { name: string; message: string }[] = [];
  for (const [path, message] of Object.entries(problems)) {
    const match = /^blockedPermissions\.(\d+)$/.exec(path);
    const name = match ? chosen[Number(match[1])] : undefined;
    if (name !== undefined) names.push({ name, message });
  }
  return { names, whole: problems.blockedPermissions ?? null };
}

/** What the console checks before it sends limits, in the words the form gives them. */
export type LimitCheck =
  | 'HOST_PATTERN_INVALID'
  | 'PERMISSION_NAME_UNKNOWN'
  | 'MINIMUM_VERSION_INVALID'
  | 'hostsTooMany'
  | 'permissionsTooMany';

export interface LimitsToCheck {
  blockedPermissions: readonly string[];
  runtimeBlockedHosts: readonly string[];
  runtimeAllowedHosts: readonly string[];
  minimumVersion?: string | null;
}

/**
 * The checks the server makes, made first, so every wrong line shows at once (the server names
 * only the first): Chromium drops a whole entry for one pattern it cannot parse, and a whole
 * permission list for one unknown name.
 */
export function checkLimits(
  limits: LimitsToCheck,
  words: (check: LimitCheck) => string,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (field: string, check: LimitCheck) =>
    issues.push({ field, code: check, message: words(check) });
  if (limits.blockedPermissions.length > BLOCKED_PERMISSIONS_MAX) {
    add('blockedPermissions', 'permissionsTooMany');
  }
  limits.blockedPermissions.forEach((name, index) => {
    if (!isChromiumPermission(name)) add(`blockedPermissions.${index}`, 'PERMISSION_NAME_UNKNOWN');
  });
  for (const field of HOST_FIELDS) {
    const hosts = limits[field];
    if (hosts.length > RUNTIME_HOSTS_MAX) add(field, 'hostsTooMany');
    hosts.forEach((host, index) => {
      if (!isRuntimeHostPattern(host)) add(`${field}.${index}`, 'HOST_PATTERN_INVALID');
    });
  }
  if (limits.minimumVersion && !isExtensionVersion(limits.minimumVersion)) {
    add('minimumVersion', 'MINIMUM_VERSION_INVALID');
  }
  return issues;
}

/**
 * The permissions the picker offers for what the administrator typed: Chromium's names that
 * contain it, any case, in Chromium's order.
 */
export function matchingPermissions(query: string): readonly string[] {
  const text = query.trim().toLowerCase();
  if (text === '') return CHROMIUM_API_PERMISSIONS;
  return CHROMIUM_API_PERMISSIONS.filter((name) => name.toLowerCase().includes(text));
}

/** The chosen permissions with one added or taken away, in Chromium's order. */
export function togglePermission(chosen: readonly string[], name: string, on: boolean): string[] {
  const next = new Set(chosen);
  if (on) next.add(name);
  else next.delete(name);
  const known = CHROMIUM_API_PERMISSIONS.filter((permission) => next.has(permission));
  // A name the list no longer has (a group saved before it changed) stays until taken away.
  const unknown = [...next].filter((permission) => !isChromiumPermission(permission));
  return [...known, ...unknown];
}

/** The group settings form as the administrator edits it. */
export interface GroupDraft {
  name: string;
  description: string;
  installMode: GroupInstallMode;
  blockedPermissions: string[];
  runtimeBlockedHosts: string;
  runtimeAllowedHosts: string;
  blockedInstallMessage: string;
}

export function groupDraftOf(group: BrowserGroup): GroupDraft {
  return {
    name: group.name,
    description: group.description,
    installMode: group.installMode,
    blockedPermissions: [...group.blockedPermissions],
    runtimeBlockedHosts: hostLinesText(group.runtimeBlockedHosts),
    runtimeAllowedHosts: hostLinesText(group.runtimeAllowedHosts),
    blockedInstallMessage: group.blockedInstallMessage ?? '',
  };
}

/** The change a saved draft sends: every setting, a blank message meaning none. */
export function groupChangeOf(draft: GroupDraft): GroupPatchInput {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    installMode: draft.installMode,
    blockedPermissions: draft.blockedPermissions,
    runtimeBlockedHosts: readHostLines(draft.runtimeBlockedHosts).values,
    runtimeAllowedHosts: readHostLines(draft.runtimeAllowedHosts).values,
    blockedInstallMessage: draft.blockedInstallMessage.trim() || null,
  };
}

/** Whether the draft says something other than the group as saved. */
export function groupDraftChanged(draft: GroupDraft, group: BrowserGroup): boolean {
  return (
    JSON.stringify(groupChangeOf(draft)) !== JSON.stringify(groupChangeOf(groupDraftOf(group)))
  );
}
