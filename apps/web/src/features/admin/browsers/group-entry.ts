import {
  type GroupItemInput,
  type GroupItemMode,
  type GroupItemSetting,
  isWebAppType,
  type ToolbarPin,
} from '@lagoon/contract';
import { hostLinesText, readHostLines } from './group-form';

/*
 * One item's entry in a group: its mode, its own limits, the short summary the group's table
 * shows, and the ExtensionSettings entry Chromium reads for it from the group's policy file.
 */

/** The modes as the entry editor offers them: from the most to the least an item may do. */
export const ITEM_MODE_CHOICES = [
  'force_installed',
  'normal_installed',
  'allowed',
  'blocked',
  'removed',
] as const satisfies readonly GroupItemMode[];

/** Modes that install the item in every browser of the group. */
export function isInstallingMode(mode: GroupItemMode): boolean {
  return mode === 'normal_installed' || mode === 'force_installed';
}

/** Modes that keep the item out: Chromium applies no limits to it, only the refusal message. */
export function isBlockingMode(mode: GroupItemMode): boolean {
  return mode === 'blocked' || mode === 'removed';
}

/** The group's entries as its table lists them: installed first, then allowed, then blocks; by name. */
export function sortGroupItems(
  items: readonly GroupItemSetting[],
  language: string,
): GroupItemSetting[] {
  const rank = (item: GroupItemSetting) =>
    (ITEM_MODE_CHOICES as readonly GroupItemMode[]).indexOf(item.mode);
  const collator = new Intl.Collator(language);
  return [...items].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      collator.compare(a.name, b.name) ||
      a.extensionId.localeCompare(b.extensionId),
  );
}

/** The entry editor as the administrator edits it. */
export interface EntryDraft {
  mode: GroupItemMode;
  blockedPermissions: string[];
  runtimeBlockedHosts: string;
  runtimeAllowedHosts: string;
  minimumVersion: string;
  /** Empty: people choose whether the button is pinned. */
  toolbarPin: ToolbarPin | '';
  blockedInstallMessage: string;
}

export function entryDraftOf(entry: GroupItemSetting): EntryDraft {
  return {
    mode: entry.mode,
    blockedPermissions: [...entry.blockedPermissions],
    runtimeBlockedHosts: hostLinesText(entry.runtimeBlockedHosts),
    runtimeAllowedHosts: hostLinesText(entry.runtimeAllowedHosts),
    minimumVersion: entry.minimumVersion ?? '',
    toolbarPin: entry.toolbarPin ?? '',
    blockedInstallMessage: entry.blockedInstallMessage ?? '',
  };
}

/** A new entry: the mode chosen, no limits of its own. */
export function newEntryInput(mode: GroupItemMode): GroupItemInput {
  return {
    mode,
    blockedPermissions: [],
    runtimeBlockedHosts: [],
    runtimeAllowedHosts: [],
    minimumVersion: null,
    toolbarPin: null,
    blockedInstallMessage: null,
  };
}

/**
 * The entry a saved draft sends. Only what Chromium reads for the mode is kept: limits, the
 * minimum version and the toolbar button for an item that may run, the refusal message for
 * one that is blocked or removed; the rest would sit unused in the entry.
 */
export function entryInputOf(draft: EntryDraft): GroupItemInput {
  const input = newEntryInput(draft.mode);
  if (isBlockingMode(draft.mode)) {
    return { ...input, blockedInstallMessage: draft.blockedInstallMessage.trim() || null };
  }
  return {
    ...input,
    blockedPermissions: draft.blockedPermissions,
    runtimeBlockedHosts: readHostLines(draft.runtimeBlockedHosts).values,
    runtimeAllowedHosts: readHostLines(draft.runtimeAllowedHosts).values,
    minimumVersion: draft.minimumVersion.trim() || null,
    toolbarPin: draft.toolbarPin || null,
  };
}

/** One part of an entry's limits, as the table sums them up. */
export type LimitsSummaryPart =
  | { kind: 'permissions'; count: number }
  | { kind: 'blockedHosts'; count: number }
  | { kind: 'allowedHosts'; count: number }
  | { kind: 'minimumVersion'; version: string }
  | { kind: 'toolbarPin'; pin: ToolbarPin }
  | { kind: 'message' };

/** What an entry sets beyond its mode; empty when the group's limits apply unchanged. */
export function entryLimitsSummary(entry: GroupItemSetting): LimitsSummaryPart[] {
  if (isBlockingMode(entry.mode)) return entry.blockedInstallMessage ? [{ kind: 'message' }] : [];
  const parts: LimitsSummaryPart[] = [];
  if (entry.blockedPermissions.length > 0) {
    parts.push({ kind: 'permissions', count: entry.blockedPermissions.length });
  }
  if (entry.runtimeBlockedHosts.length > 0) {
    parts.push({ kind: 'blockedHosts', count: entry.runtimeBlockedHosts.length });
  }
  if (entry.runtimeAllowedHosts.length > 0) {
    parts.push({ kind: 'allowedHosts', count: entry.runtimeAllowedHosts.length });
  }
  if (entry.minimumVersion) parts.push({ kind: 'minimumVersion', version: entry.minimumVersion });
  if (entry.toolbarPin) parts.push({ kind: 'toolbarPin', pin: entry.toolbarPin });
  return parts;
}

/** What a group's Linux policy file says for one item, as Chromium reads it. */
export type PolicyEntry =
  /** The item's own ExtensionSettings entry. */
  | { kind: 'entry'; json: string; installationMode: string | null }
  /** No entry of its own: the "*" entry applies. */
  | { kind: 'none' }
  /** A web app: pre-installed and required ones are in WebAppInstallForceList instead. */
  | { kind: 'webApp' }
  /** The file is not JSON with ExtensionSettings (it should always be). */
  | { kind: 'unreadable' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `ExtensionSettings[key]` of a Linux policy file (JSON), written as the file writes it. */
export function policyEntryOf(
  content: string,
  key: string,
  productType = 'extension',
): PolicyEntry {
  if (isWebAppType(productType)) return { kind: 'webApp' };
  let policy: unknown;
  try {
    policy = JSON.parse(content);
  } catch {
    return { kind: 'unreadable' };
  }
  const settings = isRecord(policy) ? policy.ExtensionSettings : undefined;
  if (!isRecord(settings)) return { kind: 'unreadable' };
  const entry = settings[key];
  if (!isRecord(entry)) return { kind: 'none' };
  const mode = entry.installation_mode;
  return {
    kind: 'entry',
    json: JSON.stringify(entry, null, 2),
    installationMode: typeof mode === 'string' ? mode : null,
  };
}

/**
 * True when the file blocks an item the group's entry lets in: a store-wide block wins over
 * every group's entry.
 */
export function blockedForStore(entry: GroupItemSetting, policy: PolicyEntry): boolean {
  return (
    policy.kind === 'entry' &&
    !isBlockingMode(entry.mode) &&
    (policy.installationMode === 'blocked' || policy.installationMode === 'removed')
  );
}

/** A group's list as an item's form names it: the first few entries, then how many more. */
export function shortList(values: readonly string[], shown = 3): string {
  const head = values.slice(0, shown).join(', ');
  return values.length > shown ? `${head} (+${values.length - shown})` : head;
}
