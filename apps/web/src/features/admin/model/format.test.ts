import { describe, expect, it } from 'vitest';
import { formatAge, isItemId, itemIdFrom } from './format';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

describe('item references', () => {
  it('accepts an id, in any case and with spaces around it', () => {
    expect(isItemId(ID)).toBe(true);
    expect(isItemId(`${ID}a`)).toBe(false);
    expect(isItemId('qbcdefghijklmnopabcdefghijklmnop')).toBe(false);
    expect(itemIdFrom(`  ${ID.toUpperCase()} `)).toBe(ID);
  });

  it('finds the id in store addresses', () => {
    expect(itemIdFrom(`https://store.example/detail/${ID}?hl=ko`)).toBe(ID);
    expect(itemIdFrom(`/detail/${ID}/preview`)).toBe(ID);
    expect(itemIdFrom(`/developers/edit/extension/${ID}`)).toBe(ID);
  });

  it('finds nothing in other text', () => {
    expect(itemIdFrom('')).toBeNull();
    expect(itemIdFrom('color dropper')).toBeNull();
    expect(itemIdFrom(`/detail/${ID}a`)).toBeNull();
  });
});

describe('formatting', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('says how long ago in the largest whole unit', () => {
    expect(formatAge('2026-11-18T11:00:00Z', now, 'en')).toBe('3 days ago');
    expect(formatAge('2026-11-21T10:30:00Z', now, 'en')).toBe('1 hour ago');
    expect(formatAge('2026-11-21T11:59:30Z', now, 'en')).toBe('this minute');
    expect(formatAge('2026-11-20T12:00:00Z', now, 'ko')).toBe('어제');
    expect(formatAge('never', now, 'en')).toBeNull();
  });
});
