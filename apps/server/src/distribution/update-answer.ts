import { isExtensionId } from '@lagoon/contract';
import type { CheckedVersion } from '../installs/install-increments.js';
import { compareVersions } from '../publishing/package/versions.js';
import type { ItemCheck } from '../usage/update-check-counter.js';
import { reportsToday } from './check-counts.js';
import type { DayStart, Release, UpdateCheck } from './update-protocol.js';

/**
 * An id's offer as the update service's answer words it: the `<app>` element for a browser
 * that runs the offered version (or any, for an id offered nothing) and the one offering the
 * package, both drawn once as UTF-8 bytes when the offer enters a release table
 * (release-table.ts). A check's answer is then one comparison of versions and a copy of bytes;
 * every decision that changes an offer empties the tables, so the next check draws the elements
 * anew.
 */
export interface DrawnOffer {
  /** The id, as the table keeps it: the counts are handed this text rather than the query's. */
  id: string;
  release: Release;
  /** The element for a browser at the offered version or newer, or for an id offered nothing. */
  current: Buffer;
  /** The element offering the package (null when nothing is offered). */
  update: Buffer | null;
}

/** What attribute() replaces; a codebase or a version rarely holds any. */
const ESCAPED = /[&<>"]/;

export function attribute(value: string): string {
  if (!ESCAPED.test(value)) return value;
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function statusElement(id: string, status: string): string {
  return `  <app appid="${attribute(id)}" status="${status}"/>\n`;
}

/** The elements of `release`'s answers for `id` (see DrawnOffer). */
export function drawOffer(id: string, release: Release): DrawnOffer {
  if (release.status === 'unknown') {
    return {
      id,
      release,
      current: Buffer.from(statusElement(id, 'error-unknownApplication')),
      update: null,
    };
  }
  if (release.status === 'blocked') {
    return { id, release, current: Buffer.from(statusElement(id, 'restricted')), update: null };
  }
  const app = `  <app appid="${attribute(id)}" status="ok">\n    `;
  return {
    id,
    release,
    current: Buffer.from(`${app}<updatecheck status="noupdate"/>\n  </app>\n`),
    update: Buffer.from(
      `${app}<updatecheck status="ok" codebase="${attribute(release.codebase)}" ` +
        `version="${attribute(release.version)}" hash_sha256="${release.sha256}"/>\n  </app>\n`,
    ),
  };
}

/** Each id's answer, and what the answers tell the usage counts and the install counts. */
export interface AnsweredChecks {
  /** The `<app>` elements' bytes, in the order the ids were asked (see updateDocument). */
  apps: Buffer[];
  /** Their length in all. */
  appBytes: number;
  /**
   * One entry per check of an id an item or the companion could have (valid ids the store
   * does not know as foreign): an id checked twice is named twice, the counter counting it once.
   */
  items: ItemCheck[];
  /** Per counted check, the version the browser runs and the version offered, if any. */
  versions: CheckedVersion[];
}

/**
 * Answers `checks` (`offers[i]` is the table's offer for `checks[i].id`, undefined for an id
 * that is not an extension id) under the protocol day `today`: per app `noupdate` when the
 * browser runs the offered version or a newer one, the package otherwise,
 * `error-unknownApplication` for an id offered nothing, `restricted` for a blocked item and
 * `error-invalidAppId` for a malformed id.
 */
export function answerChecks(
  checks: readonly UpdateCheck[],
  offers: readonly (DrawnOffer | undefined)[],
  today: number,
): AnsweredChecks {
  const apps: Buffer[] = new Array(checks.length);
  let appBytes = 0;
  const items: ItemCheck[] = [];
  const versions: CheckedVersion[] = [];
  for (let index = 0; index < checks.length; index++) {
    const check = checks[index]!;
    const offer = offers[index];
    if (offer === undefined) {
      const app = Buffer.from(
        isExtensionId(check.id)
          ? statusElement(check.id, 'error-unknownApplication')
          : statusElement(check.id, 'error-invalidAppId'),
      );
      apps[index] = app;
      appBytes += app.length;
      continue;
    }
    const { release } = offer;
    let offered: string | null = null;
    let app = offer.current;
    if (
      offer.update !== null &&
      release.status === 'available' &&
      // Most browsers run the version offered: the same text is the same version.
      release.version !== check.version &&
      compareVersions(release.version, check.version) > 0
    ) {
      app = offer.update;
      offered = release.version;
    }
    apps[index] = app;
    appBytes += app.length;
    // Ids no item or companion has are not counted: the counts' writes would drop them.
    if (release.status === 'unknown' && release.foreign === true) continue;
    items.push({
      itemId: offer.id,
      reportsActive: check.rollCall !== null && reportsToday(check.rollCall, today),
      installsNew: check.firstInstall && offered !== null,
    });
    versions.push({ id: offer.id, version: check.version, offered });
  }
  return { apps, appBytes, items, versions };
}

const DOCUMENT_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<gupdate xmlns="http://www.google.com/update2/response" protocol="2.0" server="lagoon">\n';
const DOCUMENT_TAIL = Buffer.from('</gupdate>\n');

/** The document's head with the server's day, made once per second rather than per answer. */
let lastHead: { day: DayStart | null; bytes: Buffer } = {
  day: null,
  bytes: Buffer.from(DOCUMENT_HEAD),
};

function headOf(day: DayStart | null): Buffer {
  const last = lastHead.day;
  if (
    last === day ||
    (last !== null &&
      day !== null &&
      last.elapsedSeconds === day.elapsedSeconds &&
      last.elapsedDays === day.elapsedDays)
  ) {
    return lastHead.bytes;
  }
  const daystart = day
    ? `  <daystart elapsed_seconds="${day.elapsedSeconds}" elapsed_days="${day.elapsedDays}"/>\n`
    : '';
  lastHead = { day, bytes: Buffer.from(`${DOCUMENT_HEAD}${daystart}`) };
  return lastHead.bytes;
}

/**
 * The gupdate XML document around the `<app>` elements of `answered`, with the server's day, as
 * one buffer: the server writes its bytes as they are, where a text made of many pieces would be
 * joined, measured and encoded again for every answer.
 */
export function updateDocument(
  answered: Pick<AnsweredChecks, 'apps' | 'appBytes'>,
  dayStart: DayStart | null,
): Buffer {
  const head = headOf(dayStart);
  const document = Buffer.allocUnsafe(head.length + answered.appBytes + DOCUMENT_TAIL.length);
  document.set(head, 0);
  let at = head.length;
  for (const app of answered.apps) {
    document.set(app, at);
    at += app.length;
  }
  document.set(DOCUMENT_TAIL, at);
  return document;
}
