import { describe, expect, it } from 'vitest';
import {
  dismissManifestV2Warning,
  isManifestV2WarningDismissed,
  MANIFEST_V2_DISMISSED_KEY,
  shouldWarnManifestV2,
} from './manifest-v2-preference';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('Manifest V2 warning preference', () => {
  it('warns for Manifest V2 packages until the developer says not to', () => {
    const storage = memoryStorage();
    expect(shouldWarnManifestV2(2, storage)).toBe(true);
    expect(shouldWarnManifestV2(3, storage)).toBe(false);
    dismissManifestV2Warning(storage);
    expect(storage.values.get(MANIFEST_V2_DISMISSED_KEY)).toBe('true');
    expect(isManifestV2WarningDismissed(storage)).toBe(true);
    expect(shouldWarnManifestV2(2, storage)).toBe(false);
  });

  it('keeps warning when storage is missing or refuses', () => {
    expect(shouldWarnManifestV2(2, null)).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => dismissManifestV2Warning(refusing)).not.toThrow();
    expect(shouldWarnManifestV2(2, refusing)).toBe(true);
  });
});
