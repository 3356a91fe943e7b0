import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import {
  AttemptLimits,
  BackoffLimiter,
  type BackoffPolicy,
  type Outcome,
  type ReserveRequest,
} from './attempt-limiter.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How password guessing is slowed (sign-in, and the current password of a password change).
 *
 * Every attempt is reserved on its keys before the password is verified, in one database
 * transaction that locks the keys, and attempts still running count like finished ones: a burst of concurrent guesses gets only the
 * free attempts verified, the rest are refused at once without touching argon2.
 *
 * - `pair` (email and client address): the tight one. Five attempts, then one at a time after a
 *   wait that doubles with every failure (1 s, 2 s, 4 s ... at most 15 minutes). A success from
 *   the pair forgets its failures. It never refuses for good, and it only slows the address that
 *   is guessing.
 * - `address` (any email from one client address): looser, against one address spraying many
 *   accounts. Fifty attempts, then the same doubling waits.
 * - `email` (one email from any address): against guessing spread over many addresses. Twenty
 *   attempts, then the doubling waits, but it does not apply to addresses the account signed in
 *   from before (`KnownAddresses`): however many addresses guess, the owner still signs in from
 *   their usual one, and only from a new address may have to wait.
 *
 * - `device` (a browser that signed in to the account before, and the email): a browser carrying
 *   a valid device cookie for the account (SignInDevices) is counted on this key alone, with a
 *   small budget of its own (five attempts, then the doubling waits; a success forgets it). The
 *   three keys above neither stop it nor count its attempts, so a stranger's failures, even from
 *   the same office network, never slow the owner's own browser; its own wrong passwords do.
 *
 * Failures of unknown emails count the same way, so unknown and known emails look alike. Nothing
 * is a lockout: the longest wait is 15 minutes between single attempts, and the owner's own
 * browser, pair and usual address are untouched by someone else's failures.
 */
export const SIGN_IN_POLICY = {
  pair: { free: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
  address: { free: 50, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  email: { free: 20, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
  device: { free: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
} as const satisfies Record<string, BackoffPolicy>;

/**
 * How sign-up is slowed per client address, so it is neither an e-mail oracle nor an account
 * factory: every completed sign-up attempt (email taken, account created, picture refused) counts
 * on `attempts`; accounts actually created count on `accounts` as well. Forms refused for their
 * own fields reveal nothing and cost nothing, so they are not counted.
 */
export const SIGN_UP_POLICY = {
  attempts: { free: 20, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  accounts: { free: 10, baseDelayMs: MINUTE, maxDelayMs: HOUR, forgetAfterMs: DAY },
} as const satisfies Record<string, BackoffPolicy>;

const KNOWN_PER_EMAIL = 10;
const KNOWN_FOR_MS = 90 * DAY;
const KNOWN_SWEEP_INTERVAL_MS = HOUR;

/**
 * The client addresses each account signed in from recently (the `known_addresses` table, shared
 * by every server): the ten newest per account, each for 90 days.
 */
export class KnownAddresses {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the account signed in from the address recently; `db` may be a transaction. */
  async has(email: string, address: string, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('known_addresses')
      .select('seen_at')
      .where('email', '=', email)
      .where('address', '=', address)
      .where('seen_at', '>', new Date(this.now() - KNOWN_FOR_MS))
      .executeTakeFirst();
    return row !== undefined;
  }

  async add(email: string, address: string): Promise<void> {
    const now = new Date(this.now());
    await this.db
      .insertInto('known_addresses')
      .values({ email, address, seen_at: now })
      .onConflict((conflict) =>
        conflict.columns(['email', 'address']).doUpdateSet({ seen_at: now }),
      )
      .execute();
    // Only the newest addresses of the account are kept, and none older than KNOWN_FOR_MS.
    await sql`
      DELETE FROM known_addresses
      WHERE email = ${email}
        AND (seen_at <= ${new Date(this.now() - KNOWN_FOR_MS)}::timestamptz
             OR address NOT IN (SELECT address FROM known_addresses WHERE email = ${email}
                                ORDER BY seen_at DESC, address LIMIT ${KNOWN_PER_EMAIL}))
    `.execute(this.db);
    // Accounts that stop signing in keep their last addresses until these expire: swept now and
    // then (best effort, a failed sweep is only repeated later).
    if (this.now() - this.lastSweep >= KNOWN_SWEEP_INTERVAL_MS) {
      this.lastSweep = this.now();
      this.sweep().catch(() => {});
    }
  }

  /** Deletes every address older than KNOWN_FOR_MS; returns how many went. */
  async sweep(): Promise<number> {
    const result = await this.db
      .deleteFrom('known_addresses')
      .where('seen_at', '<=', new Date(this.now() - KNOWN_FOR_MS))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** One password check that was allowed to run; say how it ended. */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
  /** Neither: something else went wrong, so the attempt is given back. */
  abandoned(): Promise<void>;
}

export type Admission<T> = { ok: true; attempt: T } | { ok: false; retryAfterMs: number };

/** The sign-in limits of the store, shared by all its servers (see SIGN_IN_POLICY). */
export class SignInLimits {
  readonly pair = new BackoffLimiter('sign-in:pair', SIGN_IN_POLICY.pair);
  readonly address = new BackoffLimiter('sign-in:address', SIGN_IN_POLICY.address);
  readonly email = new BackoffLimiter('sign-in:email', SIGN_IN_POLICY.email);
  readonly device = new BackoffLimiter('sign-in:device', SIGN_IN_POLICY.device);
  readonly known: KnownAddresses;
  readonly attempts: AttemptLimits;

  constructor(db: Db, now: () => number = Date.now) {
    this.known = new KnownAddresses(db, now);
    this.attempts = new AttemptLimits(db, now);
    this.attempts.register(this.pair, this.address, this.email, this.device);
  }

  /**
   * Reserves a password check for an email (lower-cased) from an address, or says to wait.
   * `device` is the browser's device id when its device cookie vouches for the account: such a
   * browser is counted on its own key only (SIGN_IN_POLICY.device).
   */
  async admit(
    email: string,
    address: string,
    device: string | null = null,
  ): Promise<Admission<PasswordAttempt>> {
    if (email && device) return this.admitKnownDevice(email, address, device);
    const requests: ReserveRequest[] = [{ limiter: this.address, key: address }];
    if (email) {
      requests.push(
        { limiter: this.pair, key: `${address} ${email}` },
        // Recorded from every address, enforced only on addresses the account does not know.
        {
          limiter: this.email,
          key: email,
          enforce: async (trx) => !(await this.known.has(email, address, trx)),
        },
      );
    }
    const result = await this.attempts.reserve(requests);
    if (!result.ok) return result;
    const { reservation } = result;
    return {
      ok: true,
      attempt: {
        succeeded: async () => {
          await reservation.finish(new Map<BackoffLimiter, Outcome>([[this.pair, 'reset']]));
          if (email) await this.known.add(email, address);
        },
        failed: () => reservation.finish('count'),
        abandoned: () => reservation.finish('release'),
      },
    };
  }

  /** A browser the account signed in from before: its own budget, its own failures. */
  private async admitKnownDevice(
    email: string,
    address: string,
    device: string,
  ): Promise<Admission<PasswordAttempt>> {
    const result = await this.attempts.reserve([
      { limiter: this.device, key: `${device} ${email}` },
    ]);
    if (!result.ok) return result;
    const { reservation } = result;
    return {
      ok: true,
      attempt: {
        succeeded: async () => {
          await reservation.finish('reset');
          await this.known.add(email, address);
        },
        failed: () => reservation.finish('count'),
        abandoned: () => reservation.finish('release'),
      },
    };
  }
}

/** One sign-up allowed to run; say how it ended. */
export interface SignUpAttempt {
  /** An account was created. */
  created(): Promise<void>;
  /** Answered without creating an account (email taken, picture refused). */
  refused(): Promise<void>;
  /** Something else went wrong: the attempt is given back. */
  abandoned(): Promise<void>;
}

/** The sign-up limits of the store, shared by all its servers (see SIGN_UP_POLICY). */
export class SignUpLimits {
  readonly attempts = new BackoffLimiter('sign-up:attempts', SIGN_UP_POLICY.attempts);
  readonly accounts = new BackoffLimiter('sign-up:accounts', SIGN_UP_POLICY.accounts);
  readonly limits: AttemptLimits;

  constructor(db: Db, now: () => number = Date.now) {
    this.limits = new AttemptLimits(db, now);
    this.limits.register(this.attempts, this.accounts);
  }

  async admit(address: string): Promise<Admission<SignUpAttempt>> {
    const result = await this.limits.reserve([
      { limiter: this.attempts, key: address },
      { limiter: this.accounts, key: address },
    ]);
    if (!result.ok) return result;
    const { reservation } = result;
    return {
      ok: true,
      attempt: {
        created: () => reservation.finish('count'),
        refused: () =>
          reservation.finish(new Map<BackoffLimiter, Outcome>([[this.attempts, 'count']])),
        abandoned: () => reservation.finish('release'),
      },
    };
  }
}
