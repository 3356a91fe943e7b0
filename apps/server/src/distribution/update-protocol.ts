import { isValidVersion } from '../publishing/package/versions.js';

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
  /** The browser sent version 0.0.0.0 itself: it does not have the item and asks to install it. */
  firstInstall: boolean;
  /** The roll-call the check carries, if any (see RollCall). */
  rollCall: RollCall | null;
}

/**
 * The roll-call part of a check (`ping=r%3D1%26e%3D1` inside `x`): `days` since the browser
 * last reported this item (-1: never), or `date`, the day number of its last report that the
 * store's `<daystart elapsed_days>` gave it (-1: never, -2: unknown). A browser sends `r` at
 * most once a day, with the first check after the day changed; `rd` it sends with every check
 * until the store's answer gives it a newer date. Chromium adds a roll-call only to checks sent
 * to update services under google.com, so its checks to this store carry none.
 */
export interface RollCall {
  days: number | null;
  date: number | null;
}

function integerParam(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  return value !== null && /^-?\d{1,9}$/.test(value) ? Number(value) : null;
}

function readRollCall(ping: string | null): RollCall | null {
  if (!ping) return null;
  const params = new URLSearchParams(ping);
  const rollCall = { days: integerParam(params, 'r'), date: integerParam(params, 'rd') };
  return rollCall.days === null && rollCall.date === null ? null : rollCall;
}

/** The version a browser names for an item it does not have yet. */
const FIRST_INSTALL_VERSION = '0.0.0.0';

/** An `x` parameter without an id: the request is malformed as a whole. */
export class MalformedUpdateCheck extends Error {
  override name = 'MalformedUpdateCheck';
}

/** The parameters of one `x` entry that the store reads (the first of each name, as URLSearchParams). */
interface EntryParams {
  id: string | null;
  v: string | null;
  ping: string | null;
}

/** Whether `entry` holds parameter `name` at `start`, its part ending at `end`. */
function named(entry: string, start: number, end: number, name: string): boolean {
  const after = start + name.length;
  return (
    after <= end &&
    entry.startsWith(name, start) &&
    (after === end || entry.charCodeAt(after) === 61) /* = */
  );
}

/** The value of the part `entry[start, end)` named `name` (empty without `=`). */
function partValue(entry: string, start: number, end: number, name: string): string {
  const after = start + name.length;
  return after === end ? '' : entry.slice(after + 1, end);
}

function entryParams(entry: string): EntryParams {
  // Chromium's entries carry nothing to decode: read in place, which is several times cheaper
  // than URLSearchParams; anything encoded is read by URLSearchParams itself.
  if (entry.includes('%') || entry.includes('+')) {
    const params = new URLSearchParams(entry);
    return { id: params.get('id'), v: params.get('v'), ping: params.get('ping') };
  }
  const found: EntryParams = { id: null, v: null, ping: null };
  let start = 0;
  while (start <= entry.length) {
    let end = entry.indexOf('&', start);
    if (end === -1) end = entry.length;
    if (found.id === null && named(entry, start, end, 'id')) {
      found.id = partValue(entry, start, end, 'id');
    } else if (found.v === null && named(entry, start, end, 'v')) {
      found.v = partValue(entry, start, end, 'v');
    } else if (found.ping === null && named(entry, start, end, 'ping')) {
      found.ping = partValue(entry, start, end, 'ping');
    }
    start = end + 1;
  }
  return found;
}

/** Whether versions browsers named are valid, kept for the few a fleet runs (bounded). */
const versionValidity = new Map<string, boolean>();
const VERSION_VALIDITY_MAX = 10_000;

function validVersion(version: string): boolean {
  let valid = versionValidity.get(version);
  if (valid === undefined) {
    valid = isValidVersion(version);
    if (versionValidity.size >= VERSION_VALIDITY_MAX) versionValidity.clear();
    versionValidity.set(version, valid);
  }
  return valid;
}

/** Reads the `x` parameters; throws MalformedUpdateCheck when one carries no id. */
export function parseUpdateChecks(x: string | readonly string[]): UpdateCheck[] {
  const entries = typeof x === 'string' ? [x] : x;
  return entries.map((entry) => {
    const params = entryParams(entry);
    const id = params.id;
    if (!id) throw new MalformedUpdateCheck('an x parameter has no id');
    const version = params.v ?? '';
    return {
      id,
      version: validVersion(version) ? version : '0.0.0.0',
      firstInstall: version === FIRST_INSTALL_VERSION,
      rollCall: readRollCall(params.ping),
    };
  });
}

/** What the store can offer for one id. */
export type Release =
  | {
      status: 'available';
      version: string;
      codebase: string;
      sha256: string;
      /** When the offer stops being right (a staged release's automatic promotion), in ms. */
      expiresAt?: number;
    }
  /**
   * Not in the store (`foreign`: no item and no companion has the id, so nothing about it is
   * counted), or not something visitors may install (private, turned private).
   */
  | { status: 'unknown'; foreign?: true }
  /** Blocked by an administrator: never offered. */
  | { status: 'blocked' };

/**
 * The server's day as the protocol tells it to browsers: `elapsed_seconds` since the day
 * began and `elapsed_days` since 2007-01-01 (the protocol's epoch), both in UTC. A browser
 * that sends roll-calls remembers the day from it and reports again only on a later day.
 */
export interface DayStart {
  elapsedSeconds: number;
  elapsedDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 0 of the update protocol's day numbers (`elapsed_days`, `rd`): 2007-01-01, UTC. */
const PROTOCOL_EPOCH = Date.UTC(2007, 0, 1);

/** The protocol's day number of `now`: whole days since 2007-01-01, UTC. */
export function protocolDayOf(now: Date): number {
  return Math.floor((now.getTime() - PROTOCOL_EPOCH) / DAY_MS);
}

/** What the update service tells browsers about the day at `now` (see DayStart). */
export function dayStartOf(now: Date): DayStart {
  const time = now.getTime();
  return {
    elapsedSeconds: Math.floor((time - Math.floor(time / DAY_MS) * DAY_MS) / 1000),
    elapsedDays: protocolDayOf(now),
  };
}
