import { isExtensionId } from '@lagoon/contract';
import type { CheckedVersion } from '../installs/install-increments.js';
import { compareVersions } from '../publishing/package/versions.js';
import type { ItemCheck } from '../usage/update-check-counter.js';
import { reportsToday } from './check-counts.js';
import type { DayStart, Release, UpdateCheck } from './update-protocol.js';

/**
 * An id's offer as the update service's answer words it: the `<app>` element for a browser
 * that runs the offered version (or any, for an id offered nothing) and the one offering the
 * package, both drawn once when the offer enters a release table (release-table.ts). A check's
 * answer is then one comparison of versions and a concatenation; every decision that changes an
 * offer empties the tables, so the next check draws the elements anew.
 */
export interface DrawnOffer {
  release: Release;
  /** The element for a browser at the offered version or newer, or for an id offered nothing. */
  current: string;
  /** The element offering the package (null when nothing is offered). */
  update: string | null;
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
    return { release, current: statusElement(id, 'error-unknownApplication'), update: null };
  }
  if (release.status === 'blocked') {
    return { release, current: statusElement(id, 'restricted'), update: null };
  }
  const app = `  <app appid="${attribute(id)}" status="ok">\n    `;
  return {
    release,
    current: `${app}<updatecheck status="noupdate"/>\n  </app>\n`,
    update:
      `${app}<updatecheck status="ok" codebase="${attribute(release.codebase)}" ` +
      `version="${attribute(release.version)}" hash_sha256="${release.sha256}"/>\n  </app>\n`,
  };
}

/** Each id's answer, and what the answers tell the usage counts and the install counts. */
export interface AnsweredChecks {
  /** The `<app>` elements, in the order the ids were asked. */
  apps: string;
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
  let apps = '';
  const items: ItemCheck[] = [];
  const versions: CheckedVersion[] = [];
  for (let index = 0; index < checks.length; index++) {
    const check = checks[index]!;
    const offer = offers[index];
    if (offer === undefined) {
      apps += isExtensionId(check.id)
        ? statusElement(check.id, 'error-unknownApplication')
        : statusElement(check.id, 'error-invalidAppId');
      continue;
    }
    const { release } = offer;
    let offered: string | null = null;
    if (
      offer.update !== null &&
      release.status === 'available' &&
      // Most browsers run the version offered: the same text is the same version.
      release.version !== check.version &&
      compareVersions(release.version, check.version) > 0
    ) {
      apps += offer.update;
      offered = release.version;
    } else {
      apps += offer.current;
    }
    // Ids no item or companion has are not counted: the counts' writes would drop them.
    if (release.status === 'unknown' && release.foreign === true) continue;
    items.push({
      itemId: check.id,
      reportsActive: check.rollCall !== null && reportsToday(check.rollCall, today),
      installsNew: check.firstInstall && offered !== null,
    });
    versions.push({ id: check.id, version: check.version, offered });
  }
  return { apps, items, versions };
}

const DOCUMENT_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<gupdate xmlns="http://www.google.com/update2/response" protocol="2.0" server="lagoon">\n';

/** The gupdate XML document around the `<app>` elements `apps`, with the server's day. */
export function updateDocument(apps: string, dayStart: DayStart | null): string {
  const day = dayStart
    ? `  <daystart elapsed_seconds="${dayStart.elapsedSeconds}" elapsed_days="${dayStart.elapsedDays}"/>\n`
    : '';
  return `${DOCUMENT_HEAD}${day}${apps}</gupdate>\n`;
}
