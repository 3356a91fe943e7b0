import { type InstalledState, InstallType } from '@lagoon/contract';
import type { ExtensionRecord } from './browser.js';

/** The contract's install type for Chromium's; anything new maps to `other`. */
export function toInstallType(value: string): InstallType {
  const parsed = InstallType.safeParse(value);
  return parsed.success ? parsed.data : 'other';
}

/** What a store page learns about one extension: installed or not, and how. */
export function toInstalledState(extension: ExtensionRecord | null): InstalledState {
  if (!extension) return { installed: false };
  return {
    installed: true,
    version: extension.version,
    enabled: extension.enabled,
    mayEnable: extension.mayEnable ?? true,
    installType: toInstallType(extension.installType),
  };
}
