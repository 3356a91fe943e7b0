import { isExtensionId } from '@lagoon/contract';
import { compareVersions, isValidVersion } from '../publishing/package/versions.js';

/**
 * Chromium's extension update check, the "gupdate" protocol: a GET with one `x` parameter per
 * extension, each itself a query string (`id=<id>&v=<version>&installsource=…&uc`), answered
 * with an XML document naming, per app, either the package to fetch or "noupdate".
 */

/** One extension the browser asks about. */
export interface UpdateCheck {
  id: string;
  /** The installed version; "0.0.0.0" for a first install or an unreadable version. */
  version: string;
}

/** An `x` parameter without an id: the request is malformed as a whole. */
export class MalformedUpdateCheck extends Error {
  override name = 'MalformedUpdateCheck';
}

/** Reads the `x` parameters; throws MalformedUpdateCheck when one carries no id. */
export function parseUpdateChecks(x: string | readonly string[]): UpdateCheck[] {
  const entries = typeof x === 'string' ? [x] : x;
  return entries.map((entry) => {
    const params = new URLSearchParams(entry);
    const id = params.get('id');
    if (!id) throw new MalformedUpdateCheck('an x parameter has no id');
    const version = params.get('v') ?? '';
    return { id, version: isValidVersion(version) ? version : '0.0.0.0' };
  });
}

/** What the store can offer for one id. */
export type Release =
  | { status: 'available'; version: string; codebase: string; sha256: string }
  /** Not in the store, or not something visitors may install (private, turned private). */
  | { status: 'unknown' }
  /** Blocked by an administrator: never offered. */
  | { status: 'blocked' };

/** The answer for one app, as the protocol words it. */
export function answerFor(check: UpdateCheck, release: Release | undefined): AppAnswer {
  if (!isExtensionId(check.id)) return { id: check.id, status: 'error-invalidAppId' };
  if (!release || release.status === 'unknown') {
    return { id: check.id, status: 'error-unknownApplication' };
  }
  if (release.status === 'blocked') return { id: check.id, status: 'restricted' };
  if (compareVersions(release.version, check.version) <= 0) {
    return { id: check.id, status: 'ok', update: null };
  }
  return { id: check.id, status: 'ok', update: release };
}

export type AppAnswer =
  | { id: string; status: 'error-invalidAppId' | 'error-unknownApplication' | 'restricted' }
  | {
      id: string;
      status: 'ok';
      update: { version: string; codebase: string; sha256: string } | null;
    };

function attribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The gupdate XML document for a list of answers, in the order they were asked. */
export function renderUpdateResponse(answers: readonly AppAnswer[]): string {
  const apps = answers.map((answer) => {
    const id = attribute(answer.id);
    if (answer.status !== 'ok') return `  <app appid="${id}" status="${answer.status}"/>`;
    const check = answer.update
      ? `<updatecheck status="ok" codebase="${attribute(answer.update.codebase)}" version="${attribute(answer.update.version)}" hash_sha256="${answer.update.sha256}"/>`
      : '<updatecheck status="noupdate"/>';
    return `  <app appid="${id}" status="ok">\n    ${check}\n  </app>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gupdate xmlns="http://www.google.com/update2/response" protocol="2.0" server="lagoon">',
    ...apps,
    '</gupdate>',
    '',
  ].join('\n');
}
