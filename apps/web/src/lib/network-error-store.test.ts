import { describe, expect, it } from 'vitest';
import { clearNetworkErrors, getNetworkError, setNetworkError } from './network-error-store';

describe('network error store', () => {
  it('keeps an error per route until the route changes', () => {
    const failure = new Error('offline');
    setNetworkError('/detail/a', failure);
    expect(getNetworkError('/detail/a')).toBe(failure);
    expect(getNetworkError('/detail/b')).toBeUndefined();
    clearNetworkErrors();
    expect(getNetworkError('/detail/a')).toBeUndefined();
  });
});
