import { hash } from 'node:crypto';
import { addDays } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { CountBatch } from '../lib/count-batch.js';
import {
  addClaimedChecks,
  addReportedInstalls,
  type CheckClaim,
  type ClaimKind,
  expireClaimsBefore,
  loadDaySalt,
} from './check-claim-queries.js';
import { usageDayOf } from './usage-day.js';

/**
 * What one update-check request says of one item it names (an item named twice in a request
 * may come twice: it is counted once all the same).
 */
export interface ItemCheck {
  itemId: string;
  /** The check carries a roll-call that reports the installation for today. */
  reportsActive: boolean;
  /** A first-time check the store answered with the package: a new installation. */
  installsNew: boolean;
}

/** The claims of a day a server remembers: per address key, per item, the kinds (KIND_BITS). */
interface RememberedClaims {
  byAddress: Map<string, Map<string, number>>;
  claims: number;
}

const KIND_BITS: Record<Exclude<ClaimKind, 'report'>, number> = { check: 1, active: 2, new: 4 };

/**
 * A claim's digest: the first 128 bits of SHA-256 over the day's salt, the address key, the item
 * and the kind, as hex (the one-shot hash costs a third of a Hash object).
 */
function claimDigest(salt: string, address: string, itemId: string, kind: ClaimKind): string {
  return hash('sha256', `${salt}\n${address}\n${itemId}\n${kind}`).slice(0, 32);
}

/** Pending claims are written this often. */
export const CHECK_FLUSH_INTERVAL_MS = 10_000;
/**
 * Claims one statement writes; a write of more goes out in turns. On the embedded database a
 * statement holds the server's only thread, about 0.1 ms per claim on a busy machine: a hundred
 * keep every update check waiting behind a write to about 10 ms.
 */
const CLAIMS_PER_STATEMENT = 100;
/** More pending claims than this start a write at once. */
const MAX_PENDING_CLAIMS = 10_000;
/**
 * Claims each server remembers per day, so an address checking again later that day (Chromium
 * checks about every five hours) costs no database row; beyond it the table's key still
 * refuses a claim counted before, it only costs a row in the next write.
 */
const REMEMBERED_CLAIMS_MAX = 200_000;

export interface UpdateCheckCounterOptions {
  db: Db;
  log: { warn: (details: object, message: string) => void };
  intervalMs?: number;
  now?: () => Date;
}

/**
 * Counts update checks at most once per item, client address and day, and writes the counts in
 * batches. A check becomes claims (one for the check, one for a roll-call's active
 * installation, one for a new installation), each a salted hash of the address key, the item
 * and its kind under the day's salt; a claim not seen before that day adds one to its count. The
 * day's salt is shared by every server through the database, so one address's checks answered
 * by two servers make the same claims, and the claims' table (unique per day and hash) decides
 * which count. In memory, a batch (lib/count-batch.ts) holds the claims until the next write,
 * and a set per day remembers the claims already sent, so repeated checks cost neither a
 * statement, nor a row, nor a hash per item.
 */
export class UpdateCheckCounter {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly batch: CountBatch<CheckClaim>;
  private readonly salts = new Map<string, Promise<string>>();
  /** The salts read so far, for the checks that come once they are. */
  private readonly loadedSalts = new Map<string, string>();
  private readonly remembered = new Map<string, RememberedClaims>();
  /** The day whose older claims were last deleted. */
  private expiredFor: string | null = null;

  constructor(options: UpdateCheckCounterOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.batch = new CountBatch<CheckClaim>({
      keyOf: (claim) => `${claim.day}:${claim.digest}`,
      // The same claim twice in one batch is one claim.
      merge: () => {},
      write: (claims) => this.write(claims),
      intervalMs: options.intervalMs ?? CHECK_FLUSH_INTERVAL_MS,
      chunkSize: CLAIMS_PER_STATEMENT,
      maxPending: MAX_PENDING_CLAIMS,
      log: options.log,
    });
  }

  /**
   * Adds one request's checks under `day` for the client `address` (its key: an IPv6 address by
   * its /64). Costs the day's salt once per day and server (the only time it returns a promise),
   * then one hash of the address per request and one per claim not remembered yet.
   */
  count(day: string, address: string, checks: readonly ItemCheck[]): Promise<void> | undefined {
    if (checks.length === 0) return;
    const salt = this.loadedSalts.get(day);
    if (salt === undefined) {
      return this.saltOf(day).then((loaded) => this.claim(day, loaded, address, checks));
    }
    this.claim(day, salt, address, checks);
  }

  private claim(day: string, salt: string, address: string, checks: readonly ItemCheck[]): void {
    const seen = this.rememberedOf(day);
    // What the server remembers is keyed by a hash of the address under the day's salt (64
    // bits: one address in billions could share another's key and go uncounted), so memory
    // holds no address either; a claim's own digest is made only when it is new.
    const addressKey = hash('sha256', `${salt}\n${address}`).slice(0, 16);
    const items = seen.byAddress.get(addressKey);
    for (const check of checks) {
      const kinds = items?.get(check.itemId) ?? 0;
      // Most checks repeat claims the server remembers: no claim, no allocation.
      if ((kinds & KIND_BITS.check) === 0)
        this.add(seen, day, salt, address, addressKey, check.itemId, 'check');
      if (check.reportsActive && (kinds & KIND_BITS.active) === 0) {
        this.add(seen, day, salt, address, addressKey, check.itemId, 'active');
      }
      if (check.installsNew && (kinds & KIND_BITS.new) === 0) {
        this.add(seen, day, salt, address, addressKey, check.itemId, 'new');
      }
    }
  }

  /** Makes the claim of `kind` for the item from the address, remembered while there is room. */
  private add(
    seen: RememberedClaims,
    day: string,
    salt: string,
    address: string,
    addressKey: string,
    itemId: string,
    kind: Exclude<ClaimKind, 'report'>,
  ): void {
    let items = seen.byAddress.get(addressKey);
    const kinds = items?.get(itemId) ?? 0;
    if ((kinds & KIND_BITS[kind]) !== 0) return;
    if (seen.claims < REMEMBERED_CLAIMS_MAX) {
      if (!items) {
        items = new Map();
        seen.byAddress.set(addressKey, items);
      }
      items.set(itemId, kinds | KIND_BITS[kind]);
      seen.claims++;
    }
    const digest = claimDigest(salt, address, itemId, kind);
    // A roll-call names the claim of a companion's report from the address: one browser
    // counted by both counts once (see addReportedInstalls).
    const report = kind === 'active' ? claimDigest(salt, address, itemId, 'report') : undefined;
    this.batch.add({ day, digest, itemId, kind, ...(report ? { report } : {}) });
  }

  /**
   * Counts a companion's report of these items from the client `address` (its key) under
   * `day`, an id named twice once: one active installation per item, unless a roll-call from
   * the address counted the installation that day (check-claim-queries.ts,
   * addReportedInstalls). Written at once, in one statement.
   */
  async countReport(day: string, address: string, itemIds: readonly string[]): Promise<void> {
    const ids = [...new Set(itemIds)].sort();
    if (ids.length === 0) return;
    const salt = this.loadedSalts.get(day) ?? (await this.saltOf(day));
    await addReportedInstalls(
      this.db,
      day,
      ids.map((itemId) => ({
        itemId,
        report: claimDigest(salt, address, itemId, 'report'),
        active: claimDigest(salt, address, itemId, 'active'),
      })),
    );
  }

  /** Writes the pending claims now. */
  flush(): Promise<void> {
    return this.batch.flush();
  }

  /** Starts the periodic writes. */
  start(): void {
    this.batch.start();
  }

  /** Stops the periodic writes and writes what is pending. */
  close(): Promise<void> {
    return this.batch.close();
  }

  /** The day's salt, as hex. */
  private saltOf(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = loadDaySalt(this.db, day).then((bytes) => {
        const hex = bytes.toString('hex');
        if (this.salts.has(day)) {
          this.loadedSalts.set(day, hex);
          this.forgetOldDays(this.loadedSalts);
        }
        return hex;
      });
      // A failed read is not kept: the next check tries again.
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
      this.forgetOldDays(this.salts);
    }
    return salt;
  }

  private rememberedOf(day: string): RememberedClaims {
    let seen = this.remembered.get(day);
    if (!seen) {
      seen = { byAddress: new Map(), claims: 0 };
      this.remembered.set(day, seen);
      this.forgetOldDays(this.remembered);
    }
    return seen;
  }

  /** Keeps today's and yesterday's entries: checks answered around midnight use either. */
  private forgetOldDays(byDay: Map<string, unknown>): void {
    const days = [...byDay.keys()].sort();
    for (const day of days.slice(0, -2)) byDay.delete(day);
  }

  private async write(claims: CheckClaim[]): Promise<void> {
    const today = usageDayOf(this.now());
    if (this.expiredFor !== today) {
      // Yesterday's claims may still arrive from a batch filled before midnight.
      await expireClaimsBefore(this.db, addDays(today, -1));
      this.expiredFor = today;
    }
    await addClaimedChecks(this.db, claims);
  }
}
