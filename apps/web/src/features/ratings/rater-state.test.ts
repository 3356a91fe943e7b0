import type { Creator } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { raterState } from './rater-state';
import { rating } from './rating-fixtures';

const item = {
  blocked: false,
  developer: { creatorId: 'c1', name: 'Dana', email: null, homepage: null },
};
const creator = (creatorId: string) => ({ creatorId }) as Creator;
const visitor = { isResolved: true, isAuthenticated: true, creator: null };

describe('where the rating form stands', () => {
  it('waits for the session, then asks visitors to sign in', () => {
    expect(raterState(item, { ...visitor, isResolved: false }, true, null)).toBe('pending');
    expect(raterState(item, { ...visitor, isAuthenticated: false }, true, null)).toBe('signed-out');
  });

  it('offers the form to a signed-in visitor once their own rating is known', () => {
    expect(raterState(item, visitor, false, null)).toBe('pending');
    expect(raterState(item, visitor, true, null)).toBe('can-rate');
    expect(raterState(item, visitor, true, rating({ mine: true }))).toBe('rated');
    expect(raterState(item, { ...visitor, creator: creator('c2') }, true, null)).toBe('can-rate');
  });

  it('refuses the developer of the item and everyone on a blocked item', () => {
    expect(raterState(item, { ...visitor, creator: creator('c1') }, false, null)).toBe('own-item');
    expect(raterState({ ...item, blocked: true }, visitor, true, null)).toBe('closed');
    expect(
      raterState({ ...item, blocked: true }, { ...visitor, isResolved: false }, false, null),
    ).toBe('closed');
  });
});
