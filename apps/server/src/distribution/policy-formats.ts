import { createHash } from 'node:crypto';
import type { PolicyBrowser } from '@lagoon/contract';
import type { BrowserPolicy } from './policy-settings.js';

// The store's browser policy written out for Windows (a .reg file) and macOS (a configuration
// profile); Linux takes the policy's JSON as it is. Pure text, no reads.

/** Where each browser reads its machine policy, per platform. */
export interface BrowserTarget {
  /** The product's name, for the profile's display name. */
  displayName: string;
  /** Linux: the folder of mandatory JSON policy files. */
  linuxFolder: string;
  /** Windows: the key under HKEY_LOCAL_MACHINE. */
  registryKey: string;
  /** macOS: the preference domain (the application's bundle id). */
  bundleId: string;
}

// ---------------------------------------------------------------------------------------------
// Windows: a .reg file

/**
 * JSON on one line with every character outside printable ASCII written as \uXXXX: the file is
 * then the same in UTF-8 and in the ANSI code page regedit assumes for a file without a BOM.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A REG_SZ value in .reg syntax: backslashes and quotes escaped. */
export function regString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Both dictionary policies as REG_SZ JSON strings (Chromium reads a dictionary policy from one
 * JSON string). Without web apps the value is deleted (`=-`), so importing a newer file also
 * takes away a list an older one wrote.
 */
export function registryFile(target: BrowserTarget, policy: BrowserPolicy): string {
  const lines = [
    'Windows Registry Editor Version 5.00',
    '',
    `[HKEY_LOCAL_MACHINE\\${target.registryKey}]`,
    `"ExtensionSettings"=${regString(asciiJson(policy.ExtensionSettings))}`,
    policy.WebAppInstallForceList
      ? `"WebAppInstallForceList"=${regString(asciiJson(policy.WebAppInstallForceList))}`
      : '"WebAppInstallForceList"=-',
    '',
  ];
  // Extensions read their managed settings from 3rdparty\extensions\<id>\policy. The values
  // are ASCII (an id, an origin and an ISO date), so the file stays the same in any code page;
  // a boolean is a DWORD, as Chromium reads booleans from the registry.
  for (const [id, values] of Object.entries(policy['3rdparty']?.extensions ?? {})) {
    lines.push(`[HKEY_LOCAL_MACHINE\\${target.registryKey}\\3rdparty\\extensions\\${id}\\policy]`);
    for (const [name, value] of Object.entries(values)) {
      lines.push(
        `${regString(name)}=${typeof value === 'boolean' ? `dword:0000000${value ? 1 : 0}` : regString(value)}`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// macOS: a configuration profile

type PlistValue = string | number | boolean | PlistValue[] | { [key: string]: PlistValue };

/** Text for an XML text node: markup escaped, characters XML 1.0 cannot hold dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function plistValue(value: PlistValue, indent: string): string {
  const inner = `${indent}\t`;
  if (typeof value === 'string') return `${indent}<string>${xmlText(value)}</string>`;
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (typeof value === 'number') return `${indent}<integer>${Math.trunc(value)}</integer>`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${indent}<array/>`;
    return [
      `${indent}<array>`,
      ...value.map((entry) => plistValue(entry, inner)),
      `${indent}</array>`,
    ].join('\n');
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return `${indent}<dict/>`;
  return [
    `${indent}<dict>`,
    ...keys.flatMap((key) => [
      `${inner}<key>${xmlText(key)}</key>`,
      plistValue(value[key] as PlistValue, inner),
    ]),
    `${indent}</dict>`,
  ].join('\n');
}

/**
 * A UUID-shaped slice of SHA-256 over the store's origin, the browser and a label: the same
 * store and browser always give the same profile, so installing a newer download replaces the
 * older profile instead of adding a second one.
 */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32).split('');
  hex[12] = '8'; // RFC 9562 version 8: a custom, name-derived UUID.
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('').toUpperCase();
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** A reverse-DNS identifier from the store's origin: https://store.example.com → com.example.store. */
function reverseDomain(origin: string): string {
  let host = origin;
  let port = '';
  try {
    const url = new URL(origin);
    host = url.hostname;
    port = url.port;
  } catch {
    // Not an absolute URL: use the text as it is.
  }
  const labels = host
    .split('.')
    .map((label) => label.replace(/[^A-Za-z0-9-]/g, '-'))
    .filter((label) => label !== '')
    .reverse();
  if (port) labels.push(`port${port}`);
  return labels.length > 0 ? labels.join('.') : 'store';
}

export function configurationProfile(
  browser: PolicyBrowser,
  target: BrowserTarget,
  origin: string,
  policy: BrowserPolicy,
): string {
  const identifier = `${reverseDomain(origin)}.lagoon.${browser}`;
  const settings: { [key: string]: PlistValue } = {
    PayloadDisplayName: `${target.displayName} policy`,
    PayloadIdentifier: `${identifier}.policy`,
    PayloadType: target.bundleId,
    PayloadUUID: stableUuid(origin, browser, 'policy'),
    PayloadVersion: 1,
    ExtensionSettings: policy.ExtensionSettings as unknown as { [key: string]: PlistValue },
  };
  if (policy.WebAppInstallForceList) {
    settings.WebAppInstallForceList = policy.WebAppInstallForceList as unknown as PlistValue[];
  }
  // An extension's managed settings are the preferences of its own domain,
  // <browser's bundle id>.extensions.<extension id>.
  const extensionPayloads = Object.entries(policy['3rdparty']?.extensions ?? {}).map(
    ([id, values]): { [key: string]: PlistValue } => ({
      PayloadDisplayName: `Lagoon companion settings (${target.displayName})`,
      PayloadIdentifier: `${identifier}.extension.${id}`,
      PayloadType: `${target.bundleId}.extensions.${id}`,
      PayloadUUID: stableUuid(origin, browser, 'extension', id),
      PayloadVersion: 1,
      ...values,
    }),
  );
  const profile: { [key: string]: PlistValue } = {
    PayloadContent: [settings, ...extensionPayloads],
    PayloadDescription: `Connects ${target.displayName} to the Lagoon store at ${origin}: installs the Lagoon companion and the items the store's administrators chose, and blocks the items they blocked.`,
    PayloadDisplayName: `Lagoon (${target.displayName})`,
    PayloadIdentifier: identifier,
    PayloadOrganization: origin,
    PayloadRemovalDisallowed: false,
    PayloadScope: 'System',
    PayloadType: 'Configuration',
    PayloadUUID: stableUuid(origin, browser, 'profile'),
    PayloadVersion: 1,
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    plistValue(profile, ''),
    '</plist>',
    '',
  ].join('\n');
}
