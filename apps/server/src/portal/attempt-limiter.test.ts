import { describe, expect, it } from 'vitest';
import { BackoffLimiter, reserve } from './attempt-limiter.js';
import { KnownAddresses, SIGN_IN_POLICY, SignInLimits, SignUpLimits } from './sign-in-limits.js';

const POLICY = { free: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

describe('BackoffLimiter', () => {
  it('allows the free attempts, then one at a time after doubling waits up to the cap', () => {
    let now = 0;
    const limiter = new BackoffLimiter(POLICY, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.waitFor('a')).toBe(0);
      limiter.start('a');
      limiter.finish('a', 'count');
    }
    expect(limiter.waitFor('a')).toBe(1000);
    expect(limiter.waitFor('b')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const wait = limiter.waitFor('a');
      waits.push(wait);
      now += wait;
      expect(limiter.waitFor('a')).toBe(0);
      limiter.start('a');
      limiter.finish('a', 'count');
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('counts attempts still running, so a burst gets only the free attempts', () => {
    let now = 0;
    const limiter = new BackoffLimiter(POLICY, () => now);
    let started = 0;
    for (let i = 0; i < 60; i += 1) {
      if (limiter.waitFor('a') === 0) {
        limiter.start('a');
        started += 1;
      }
    }
    expect(started).toBe(3);
    for (let i = 0; i < 3; i += 1) limiter.finish('a', 'count');
    now += 1000;
    expect(limiter.waitFor('a')).toBe(0);
    limiter.start('a');
    // Past the free attempts only one runs at a time, however long it takes.
    now += 30_000;
    expect(limiter.waitFor('a')).toBe(1000);
  });

  it('forgets on reset, and a key idle for the forget time', () => {
    let now = 0;
    const limiter = new BackoffLimiter(POLICY, () => now);
    for (let i = 0; i < 3; i += 1) {
      limiter.start('a');
      limiter.finish('a', 'count');
    }
    limiter.start('a');
    limiter.finish('a', 'reset');
    expect(limiter.waitFor('a')).toBe(0);
    expect(limiter.counted('a')).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      limiter.start('b');
      limiter.finish('b', 'count');
    }
    expect(limiter.waitFor('b')).toBeGreaterThan(0);
    now += 60_000;
    expect(limiter.waitFor('b')).toBe(0);
    expect(limiter.counted('b')).toBe(0);
  });

  it('reserves on every key or on none', () => {
    const a = new BackoffLimiter({ ...POLICY, free: 1 });
    const b = new BackoffLimiter({ ...POLICY, free: 5 });
    const first = reserve([
      { limiter: a, key: 'x' },
      { limiter: b, key: 'x' },
    ]);
    expect(first.ok).toBe(true);
    const second = reserve([
      { limiter: b, key: 'x' },
      { limiter: a, key: 'x' },
    ]);
    expect(second).toEqual({ ok: false, retryAfterMs: 1000 });
    // b was not charged for the refused attempt: four more fit.
    for (let i = 0; i < 4; i += 1) expect(reserve([{ limiter: b, key: 'x' }]).ok).toBe(true);
    expect(reserve([{ limiter: b, key: 'x' }]).ok).toBe(false);
    // A key that is only recorded does not stop the attempt.
    expect(reserve([{ limiter: a, key: 'x', enforce: false }]).ok).toBe(true);
  });
});

describe('SignInLimits', () => {
  it('lets the owner in from a known address however many addresses guessed the email', () => {
    const limits = new SignInLimits(() => 0);
    const owner = limits.admit('owner@example.test', '198.51.100.1');
    expect(owner.ok).toBe(true);
    if (owner.ok) owner.attempt.succeeded();
    for (let i = 0; i < 100; i += 1) {
      const guess = limits.admit('owner@example.test', `203.0.113.${i}`);
      if (guess.ok) guess.attempt.failed();
    }
    expect(limits.email.counted('owner@example.test')).toBe(SIGN_IN_POLICY.email.free);
    expect(limits.admit('owner@example.test', '203.0.113.200').ok).toBe(false);
    expect(limits.admit('owner@example.test', '198.51.100.1').ok).toBe(true);
  });

  it('slows one address guessing one email without stopping it for good', () => {
    let now = 0;
    const limits = new SignInLimits(() => now);
    for (let i = 0; i < SIGN_IN_POLICY.pair.free; i += 1) {
      const guess = limits.admit('a@example.test', '203.0.113.1');
      expect(guess.ok).toBe(true);
      if (guess.ok) guess.attempt.failed();
    }
    const refused = limits.admit('a@example.test', '203.0.113.1');
    expect(refused).toEqual({ ok: false, retryAfterMs: SIGN_IN_POLICY.pair.baseDelayMs });
    now += SIGN_IN_POLICY.pair.baseDelayMs;
    expect(limits.admit('a@example.test', '203.0.113.1').ok).toBe(true);
  });

  it('remembers a bounded number of addresses per account', () => {
    const known = new KnownAddresses();
    for (let i = 0; i < 12; i += 1) known.add('a', `10.0.0.${i}`);
    expect(known.has('a', '10.0.0.0')).toBe(false);
    expect(known.has('a', '10.0.0.11')).toBe(true);
    expect(known.has('b', '10.0.0.11')).toBe(false);
  });
});

describe('SignUpLimits', () => {
  it('counts every attempt and, separately, the accounts created', () => {
    const limits = new SignUpLimits(() => 0);
    for (let i = 0; i < 10; i += 1) {
      const attempt = limits.admit('203.0.113.5');
      expect(attempt.ok).toBe(true);
      if (attempt.ok) attempt.attempt.created();
    }
    // Ten accounts: the address now waits, even to ask about a taken email.
    expect(limits.admit('203.0.113.5').ok).toBe(false);
    expect(limits.admit('203.0.113.6').ok).toBe(true);
  });
});
