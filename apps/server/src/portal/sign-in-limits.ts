import {
  BackoffLimiter,
  type BackoffPolicy,
  type Outcome,
  type ReserveRequest,
  reserve,
} from './attempt-limiter.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How password guessing is slowed (sign-in, and the current password of a password change).
 *
 * Every attempt is reserved on its keys before the password is verified, in one synchronous step,
 * and attempts still running count like finished ones: a burst of concurrent guesses gets only the
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
 * Failures of unknown emails count the same way, so unknown and known emails look alike. Nothing
 * is a lockout: the longest wait is 15 minutes between single attempts, and the owner's own pair
 * and usual address are untouched by someone else's failures.
 */
export const SIGN_IN_POLICY = {
  pair: { free: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
  address: { free: 50, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  email: { free: 20, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
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
const KNOWN_EMAILS_MAX = 100_000;

/** The client addresses each account signed in from recently (in memory, newest last). */
export class KnownAddresses {
  private readonly byEmail = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  has(email: string, address: string): boolean {
    const seen = this.byEmail.get(email)?.get(address);
    return seen !== undefined && seen + KNOWN_FOR_MS > this.now();
  }

  add(email: string, address: string): void {
    const addresses = this.byEmail.get(email) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, this.now());
    while (addresses.size > KNOWN_PER_EMAIL) {
      const oldest = addresses.keys().next().value;
      if (oldest === undefined) break;
      addresses.delete(oldest);
    }
    this.byEmail.delete(email);
    this.byEmail.set(email, addresses);
    while (this.byEmail.size > KNOWN_EMAILS_MAX) {
      const oldest = this.byEmail.keys().next().value;
      if (oldest === undefined) break;
      this.byEmail.delete(oldest);
    }
  }
}

/** One password check that was allowed to run; say how it ended. */
export interface PasswordAttempt {
  succeeded(): void;
  failed(): void;
  /** Neither: something else went wrong, so the attempt is given back. */
  abandoned(): void;
}

export type Admission<T> = { ok: true; attempt: T } | { ok: false; retryAfterMs: number };

/** The sign-in limits of one server (see SIGN_IN_POLICY). */
export class SignInLimits {
  readonly pair: BackoffLimiter;
  readonly address: BackoffLimiter;
  readonly email: BackoffLimiter;
  readonly known: KnownAddresses;

  constructor(now: () => number = Date.now) {
    this.pair = new BackoffLimiter(SIGN_IN_POLICY.pair, now);
    this.address = new BackoffLimiter(SIGN_IN_POLICY.address, now);
    this.email = new BackoffLimiter(SIGN_IN_POLICY.email, now);
    this.known = new KnownAddresses(now);
  }

  /** Reserves a password check for an email (lower-cased) from an address, or says to wait. */
  admit(email: string, address: string): Admission<PasswordAttempt> {
    const requests: ReserveRequest[] = [{ limiter: this.address, key: address }];
    if (email) {
      requests.push(
        { limiter: this.pair, key: `${address} ${email}` },
        // Recorded from every address, enforced only on addresses the account does not know.
        { limiter: this.email, key: email, enforce: !this.known.has(email, address) },
      );
    }
    const result = reserve(requests);
    if (!result.ok) return result;
    const { reservation } = result;
    return {
      ok: true,
      attempt: {
        succeeded: () => {
          reservation.finish(new Map<BackoffLimiter, Outcome>([[this.pair, 'reset']]));
          if (email) this.known.add(email, address);
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
  created(): void;
  /** Answered without creating an account (email taken, picture refused). */
  refused(): void;
  /** Something else went wrong: the attempt is given back. */
  abandoned(): void;
}

/** The sign-up limits of one server (see SIGN_UP_POLICY). */
export class SignUpLimits {
  readonly attempts: BackoffLimiter;
  readonly accounts: BackoffLimiter;

  constructor(now: () => number = Date.now) {
    this.attempts = new BackoffLimiter(SIGN_UP_POLICY.attempts, now);
    this.accounts = new BackoffLimiter(SIGN_UP_POLICY.accounts, now);
  }

  admit(address: string): Admission<SignUpAttempt> {
    const result = reserve([
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
