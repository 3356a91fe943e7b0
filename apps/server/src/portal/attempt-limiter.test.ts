import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  AttemptLimits,
  BackoffLimiter,
  RESERVATION_TIMEOUT_MS,
  type ReserveRequest,
} from './attempt-limiter.js';
import { SIGN_IN_POLICY, SignInLimits, SignUpLimits } from './sign-in-limits.js';

const POLICY = { free: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let scopes = 0;
/** A limiter of its own per test, so tests sharing the database do not see each other's counts. */
function limiter(policy = POLICY): BackoffLimiter {
  scopes += 1;
  return new BackoffLimiter(`test:${scopes}`, policy);
}

/** Reserves and finishes one attempt with the outcome; false when it had to wait. */
async function attempt(
  limits: AttemptLimits,
  requests: ReserveRequest[],
  outcome: 'count' | 'release' | 'reset' = 'count',
): Promise<boolean> {
  const result = await limits.reserve(requests);
  if (!result.ok) return false;
  await result.reservation.finish(outcome);
  return true;
}

describe('attempt limits in the database', () => {
  it('allows the free attempts, then one at a time after doubling waits up to the cap', async () => {
    let now = 1_000_000;
    const limits = new AttemptLimits(t.database.db, () => now);
    const a = limiter();
    for (let i = 0; i < 3; i += 1)
      expect(await attempt(limits, [{ limiter: a, key: 'a' }])).toBe(true);
    expect(await limits.reserve([{ limiter: a, key: 'a' }])).toEqual({
      ok: false,
      retryAfterMs: 1000,
    });
    expect(await attempt(limits, [{ limiter: a, key: 'b' }])).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const refused = await limits.reserve([{ limiter: a, key: 'a' }]);
      expect(refused.ok).toBe(false);
      const wait = refused.ok ? 0 : refused.retryAfterMs;
      waits.push(wait);
      now += wait;
      expect(await attempt(limits, [{ limiter: a, key: 'a' }])).toBe(true);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('counts attempts still running, so a concurrent burst gets only the free attempts', async () => {
    const now = 1_000_000;
    const limits = new AttemptLimits(t.database.db, () => now);
    const a = limiter();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => limits.reserve([{ limiter: a, key: 'a' }])),
    );
    const admitted = results.filter((result) => result.ok);
    expect(admitted).toHaveLength(3);
    for (const result of admitted) if (result.ok) await result.reservation.finish('count');
    expect(await limits.counted(a, 'a')).toBe(3);
  });

  it('shares the counts between two servers on one database', async () => {
    const now = 1_000_000;
    const first = new AttemptLimits(t.database.db, () => now);
    const second = new AttemptLimits(t.database.db, () => now);
    const a = limiter();
    expect(await attempt(first, [{ limiter: a, key: 'x' }])).toBe(true);
    expect(await attempt(second, [{ limiter: a, key: 'x' }])).toBe(true);
    expect(await attempt(first, [{ limiter: a, key: 'x' }])).toBe(true);
    expect((await second.reserve([{ limiter: a, key: 'x' }])).ok).toBe(false);
  });

  it('forgets on reset, and a key idle for the forget time', async () => {
    let now = 1_000_000;
    const limits = new AttemptLimits(t.database.db, () => now);
    const a = limiter();
    for (let i = 0; i < 3; i += 1) await attempt(limits, [{ limiter: a, key: 'a' }]);
    now += 1000;
    expect(await attempt(limits, [{ limiter: a, key: 'a' }], 'reset')).toBe(true);
    expect(await limits.counted(a, 'a')).toBe(0);
    for (let i = 0; i < 3; i += 1) await attempt(limits, [{ limiter: a, key: 'b' }]);
    expect((await limits.reserve([{ limiter: a, key: 'b' }])).ok).toBe(false);
    now += 60_000;
    expect(await limits.counted(a, 'b')).toBe(0);
    expect(await attempt(limits, [{ limiter: a, key: 'b' }])).toBe(true);
    // Keys idle for the forget time are deleted by the sweep.
    now += 60_000;
    expect(await limits.sweep([a])).toBe(2);
  });

  it('stops counting a reservation whose server never finished it', async () => {
    let now = 1_000_000;
    const limits = new AttemptLimits(t.database.db, () => now);
    const a = limiter({ ...POLICY, free: 1 });
    const abandoned = await limits.reserve([{ limiter: a, key: 'a' }]);
    expect(abandoned.ok).toBe(true);
    expect((await limits.reserve([{ limiter: a, key: 'a' }])).ok).toBe(false);
    now += RESERVATION_TIMEOUT_MS;
    expect(await attempt(limits, [{ limiter: a, key: 'a' }], 'release')).toBe(true);
  });

  it('reserves on every key or on none', async () => {
    const now = 1_000_000;
    const limits = new AttemptLimits(t.database.db, () => now);
    const a = limiter({ ...POLICY, free: 1 });
    const b = limiter({ ...POLICY, free: 5 });
    const first = await limits.reserve([
      { limiter: a, key: 'x' },
      { limiter: b, key: 'x' },
    ]);
    expect(first.ok).toBe(true);
    const second = await limits.reserve([
      { limiter: b, key: 'x' },
      { limiter: a, key: 'x' },
    ]);
    expect(second).toEqual({ ok: false, retryAfterMs: 1000 });
    // b was not charged for the refused attempt: four more fit.
    for (let i = 0; i < 4; i += 1) {
      expect((await limits.reserve([{ limiter: b, key: 'x' }])).ok).toBe(true);
    }
    expect((await limits.reserve([{ limiter: b, key: 'x' }])).ok).toBe(false);
    // A key that is only recorded does not stop the attempt.
    expect((await limits.reserve([{ limiter: a, key: 'x', enforce: false }])).ok).toBe(true);
  });
});

describe('SignInLimits', () => {
  it('lets the owner in from a known address however many addresses guessed the email', async () => {
    const limits = new SignInLimits(t.database.db, () => 2_000_000);
    const owner = await limits.admit('owner@example.test', '198.51.100.1');
    expect(owner.ok).toBe(true);
    if (owner.ok) await owner.attempt.succeeded();
    for (let i = 0; i < 30; i += 1) {
      const guess = await limits.admit('owner@example.test', `203.0.113.${i}`);
      if (guess.ok) await guess.attempt.failed();
    }
    expect(await limits.attempts.counted(limits.email, 'owner@example.test')).toBe(
      SIGN_IN_POLICY.email.free,
    );
    expect((await limits.admit('owner@example.test', '203.0.113.200')).ok).toBe(false);
    expect((await limits.admit('owner@example.test', '198.51.100.1')).ok).toBe(true);
  });

  it('slows one address guessing one email without stopping it for good', async () => {
    let now = 2_000_000;
    const limits = new SignInLimits(t.database.db, () => now);
    for (let i = 0; i < SIGN_IN_POLICY.pair.free; i += 1) {
      const guess = await limits.admit('a@example.test', '203.0.113.1');
      expect(guess.ok).toBe(true);
      if (guess.ok) await guess.attempt.failed();
    }
    const refused = await limits.admit('a@example.test', '203.0.113.1');
    expect(refused).toEqual({ ok: false, retryAfterMs: SIGN_IN_POLICY.pair.baseDelayMs });
    now += SIGN_IN_POLICY.pair.baseDelayMs;
    expect((await limits.admit('a@example.test', '203.0.113.1')).ok).toBe(true);
  });

  it('remembers a bounded number of addresses per account', async () => {
    let now = 2_000_000;
    const limits = new SignInLimits(t.database.db, () => now);
    for (let i = 0; i < 12; i += 1) {
      now += 1;
      await limits.known.add('bounded@example.test', `10.0.0.${i}`);
    }
    expect(await limits.known.has('bounded@example.test', '10.0.0.0')).toBe(false);
    expect(await limits.known.has('bounded@example.test', '10.0.0.11')).toBe(true);
    expect(await limits.known.has('other@example.test', '10.0.0.11')).toBe(false);
  });
});

describe('SignUpLimits', () => {
  it('counts every attempt and, separately, the accounts created', async () => {
    const limits = new SignUpLimits(t.database.db, () => 3_000_000);
    for (let i = 0; i < 10; i += 1) {
      const attempt = await limits.admit('203.0.113.5');
      expect(attempt.ok).toBe(true);
      if (attempt.ok) await attempt.attempt.created();
    }
    // Ten accounts: the address now waits, even to ask about a taken email.
    expect((await limits.admit('203.0.113.5')).ok).toBe(false);
    expect((await limits.admit('203.0.113.6')).ok).toBe(true);
  });
});
