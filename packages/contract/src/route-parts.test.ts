import { describe, expect, it } from 'vitest';
import { ItemParams, LanguageQuery, Ok } from './route-parts.js';

describe('shared route pieces', () => {
  it('takes an item id in the path and names id when it is not one', () => {
    expect(ItemParams.parse({ id: 'a'.repeat(32) })).toEqual({ id: 'a'.repeat(32) });
    const refused = ItemParams.safeParse({ id: 'z'.repeat(32) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['id']);
    expect(refused.error?.issues[0]?.message).toBe('extension id');
  });

  it('takes any language tag, leaving the choice of ko or en to the request', () => {
    expect(LanguageQuery.parse({})).toEqual({});
    expect(LanguageQuery.parse({ hl: 'fr' })).toEqual({ hl: 'fr' });
    expect(LanguageQuery.safeParse({ hl: 'x'.repeat(36) }).success).toBe(false);
  });

  it('answers a bare write with ok: true only', () => {
    expect(Ok.parse({ ok: true })).toEqual({ ok: true });
    expect(Ok.safeParse({ ok: false }).success).toBe(false);
  });
});
