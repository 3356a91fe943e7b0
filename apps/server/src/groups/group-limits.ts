import {
  type ErrorCode,
  isChromiumPermission,
  isExtensionVersion,
  isRuntimeHostPattern,
  type Language,
} from '@lagoon/contract';
import { fieldError } from '../http/errors.js';

/**
 * The limits a group or a group's item entry sets, checked the way Chromium reads them before
 * anything is written: Chromium drops a whole settings entry (or the whole permission list)
 * when one value in it is malformed, so a single typo would silently lift every limit of that
 * entry. The refusal names the field and the position of the first wrong value.
 */
export interface LimitLists {
  blockedPermissions?: readonly string[];
  runtimeBlockedHosts?: readonly string[];
  runtimeAllowedHosts?: readonly string[];
  minimumVersion?: string | null;
}

function firstWrong(
  values: readonly string[] | undefined,
  accepts: (value: string) => boolean,
): number {
  return values ? values.findIndex((value) => !accepts(value)) : -1;
}

export function checkLimits(lists: LimitLists, language: Language): void {
  const refuse = (code: ErrorCode, field: string, fieldCode: string) => {
    throw fieldError(code, field, fieldCode, language);
  };
  const permission = firstWrong(lists.blockedPermissions, isChromiumPermission);
  if (permission >= 0) {
    refuse('PERMISSION_NAME_UNKNOWN', `blockedPermissions.${permission}`, 'permission.unknown');
  }
  for (const field of ['runtimeBlockedHosts', 'runtimeAllowedHosts'] as const) {
    const host = firstWrong(lists[field], isRuntimeHostPattern);
    if (host >= 0) refuse('HOST_PATTERN_INVALID', `${field}.${host}`, 'hostPattern.invalid');
  }
  if (lists.minimumVersion && !isExtensionVersion(lists.minimumVersion)) {
    refuse('MINIMUM_VERSION_INVALID', 'minimumVersion', 'version.invalid');
  }
}

/** The list without repeats, in the order first given. */
export function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}
