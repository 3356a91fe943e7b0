import { MANIFEST } from './manifest-texts.js';
import { isRecord } from './messages.js';
import type { Report } from './report.js';

// The API and host permissions a manifest asks for, as the store lists and warns about them.

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function isHostPattern(permission: string): boolean {
  return permission === '<all_urls>' || permission.includes('://');
}

/** `<all_urls>` or any scheme with the host `*`: every website. */
function isBroadHostPattern(pattern: string): boolean {
  return pattern === '<all_urls>' || /^(\*|https?|wss?):\/\/\*\//.test(pattern);
}

export function readPermissions(
  manifest: Record<string, unknown>,
  report: Report,
): { permissions: string[]; hostPermissions: string[] } {
  const permissions = new Set<string>();
  const hostPermissions = new Set<string>();
  // MV2 lists host patterns among the permissions; MV3 has host_permissions.
  for (const permission of stringList(manifest.permissions)) {
    (isHostPattern(permission) ? hostPermissions : permissions).add(permission);
  }
  for (const pattern of stringList(manifest.host_permissions)) hostPermissions.add(pattern);
  // Content scripts reach the pages they match as well, so they count for the warning.
  const contentScripts = Array.isArray(manifest.content_scripts) ? manifest.content_scripts : [];
  const matches = contentScripts.flatMap((script) =>
    isRecord(script) ? stringList(script.matches) : [],
  );
  if ([...hostPermissions, ...matches].some(isBroadHostPattern)) {
    report.add('BROAD_HOST_PERMISSIONS', MANIFEST);
  }
  return { permissions: [...permissions], hostPermissions: [...hostPermissions] };
}
