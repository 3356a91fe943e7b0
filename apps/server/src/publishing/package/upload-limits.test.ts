import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { ConcurrencyGate, INSPECTIONS_AT_ONCE, UploadThrottle } from './upload-limits.js';

/** A task that runs until released. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, task: () => done };
}

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('ConcurrencyGate', () => {
  it('runs a few at a time, queues a few more in order, refuses the rest', async () => {
    const gate = new ConcurrencyGate(2, 1);
    const [a, b, c] = [held(), held(), held()];
    const order: string[] = [];
    const first = gate.run(a.task).then(() => order.push('a'));
    const second = gate.run(b.task).then(() => order.push('b'));
    let thirdStarted = false;
    const third = gate.run(() => {
      thirdStarted = true;
      return c.task();
    });
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    await expect(gate.run(async () => 'never')).rejects.toMatchObject({
      code: 'TEMPORARY_PROBLEM',
    });
    expect(thirdStarted).toBe(false);

    a.release();
    await first;
    await Promise.resolve();
    expect(thirdStarted).toBe(true);
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    b.release();
    c.release();
    await Promise.all([second, third]);
    expect(order).toEqual(['a', 'b']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a place back when a task fails', async () => {
    const gate = new ConcurrencyGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
  });

  it('leaves at least one core to other requests on the server', () => {
    expect(INSPECTIONS_AT_ONCE).toBeGreaterThanOrEqual(1);
  });
});

describe('UploadThrottle', () => {
  it('takes a few uploads at once per developer, each one given back once', () => {
    const throttle = new UploadThrottle({ atOnce: 2, perWindow: 100, windowMs: 60_000 });
    const first = throttle.acquire('user:a');
    throttle.acquire('user:a');
    expect(codeOf(() => throttle.acquire('user:a'))).toBe('RATE_LIMITED');
    expect(codeOf(() => throttle.acquire('user:b'))).toBeNull();
    first();
    first();
    expect(throttle.inProgress('user:a')).toBe(1);
    expect(codeOf(() => throttle.acquire('user:a'))).toBeNull();
  });

  it('takes N uploads per window per developer, refused ones not counted', () => {
    let now = 1_000_000;
    const throttle = new UploadThrottle({
      atOnce: 10,
      perWindow: 3,
      windowMs: 60_000,
      now: () => now,
    });
    for (let i = 0; i < 3; i++) {
      throttle.acquire('user:a')();
      now += 1_000;
    }
    expect(codeOf(() => throttle.acquire('user:a'))).toBe('RATE_LIMITED');
    now += 56_999;
    expect(codeOf(() => throttle.acquire('user:a'))).toBe('RATE_LIMITED');
    // The first upload leaves the window: one more place.
    now += 2;
    expect(codeOf(() => throttle.acquire('user:a'))).toBeNull();
    expect(codeOf(() => throttle.acquire('user:a'))).toBe('RATE_LIMITED');
  });
});
