/** The local storage key of "don't show again" on the Manifest V2 warning. */
export const MANIFEST_V2_DISMISSED_KEY = 'lagoon.manifestV2Warning.dismissed';

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): PreferenceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (privacy settings): the warning simply shows every time.
    return null;
  }
}

/** True when the developer asked not to see the Manifest V2 warning again. */
export function isManifestV2WarningDismissed(
  storage: PreferenceStorage | null = browserStorage(),
): boolean {
  try {
    return storage?.getItem(MANIFEST_V2_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissManifestV2Warning(
  storage: PreferenceStorage | null = browserStorage(),
): void {
  try {
    storage?.setItem(MANIFEST_V2_DISMISSED_KEY, 'true');
  } catch {
    // Full or refused storage: nothing to remember it in.
  }
}

/** Whether an accepted package should raise the Manifest V2 warning. */
export function shouldWarnManifestV2(
  manifestVersion: number,
  storage: PreferenceStorage | null = browserStorage(),
): boolean {
  return manifestVersion === 2 && !isManifestV2WarningDismissed(storage);
}
