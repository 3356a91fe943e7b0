/** The Manifest V2 warning's "Don't show again", kept in this browser. */
export const MV2_WARNING_STORAGE_KEY = 'lagoon.mv2Warning.dismissed';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Storage may be unavailable (privacy modes): then the warning shows every time. */
export function isManifestV2WarningDismissed(
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): boolean {
  try {
    return storage?.getItem(MV2_WARNING_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissManifestV2Warning(
  storage: Pick<Storage, 'setItem'> | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(MV2_WARNING_STORAGE_KEY, '1');
  } catch {
    // Without storage the warning keeps showing.
  }
}
