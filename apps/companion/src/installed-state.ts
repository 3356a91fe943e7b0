import { type InstalledState, InstallType } from '@lagoon/contract';
import type { ExtensionRecord } from './browser.js';

/** The contract's install type for Chromium's; anything new maps to `other`. */
export function toInstallType(value: string): InstallType {
  const parsed = InstallType.safeParse(value);
  return parsed.success ? parsed.data : 'other';
}

/**
 * What a store page learns about one extension: installed or not, and how. An extension the
 * store blocks may never be turned on from the page (`enable` refuses it), whatever Chromium
 * says: Chromium reports `mayEnable: true` for a user install the companion turned off.
 */
export function toInstalledState(
  extension: ExtensionRecord | null,
  blocked: ReadonlySet<string> = new Set(),
): InstalledState {
  if (!extension) return { installed: false };
  return {
    installed: true,
    version: extension.version,
    enabled: extension.enabled,
    mayEnable: (extension.mayEnable ?? true) && !blocked.has(extension.id),
    installType: toInstallType(extension.installType),
  };
}
