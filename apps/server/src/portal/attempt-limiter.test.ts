import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
  it('blocks after the allowed failures until the window ends', () => {
    let now = 0;
    const limiter = new AttemptLimiter({ max: 3, windowMs: 1000 }, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.fail('a');
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now = 1000;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: 1000 });
    limiter.fail('a');
    expect(limiter.isBlocked('a')).toBe(true);
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
