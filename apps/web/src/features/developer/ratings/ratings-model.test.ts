import { RATING_REPLY_MAX } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { checkReply, pageCount, ratingsPath, readRatingsSearch } from './ratings-model';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

describe('the developer ratings page address', () => {
  it('reads the item and the page, and falls back on anything malformed', () => {
    expect(readRatingsSearch(new URLSearchParams(`item=${ID}&page=3`))).toEqual({
      item: ID,
      page: 3,
    });
    expect(readRatingsSearch(new URLSearchParams('item=nope&page=-1'))).toEqual({
      item: null,
      page: 1,
    });
    expect(readRatingsSearch(new URLSearchParams('page=2.5'))).toEqual({ item: null, page: 1 });
  });

  it('writes the address, leaving out what is the default', () => {
    expect(ratingsPath({ item: null, page: 1 })).toBe('/developers/ratings');
    expect(ratingsPath({ item: ID, page: 1 })).toBe(`/developers/ratings?item=${ID}`);
    expect(ratingsPath({ item: ID, page: 2 })).toBe(`/developers/ratings?item=${ID}&page=2`);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('the reply check', () => {
  it('wants some text within the limit, as the server does', () => {
    expect(checkReply('   ')).toBe('required');
    expect(checkReply(' thanks ')).toBeNull();
    expect(checkReply('x'.repeat(RATING_REPLY_MAX))).toBeNull();
    expect(checkReply(` ${'x'.repeat(RATING_REPLY_MAX)} `)).toBeNull();
    expect(checkReply('x'.repeat(RATING_REPLY_MAX + 1))).toBe('tooLong');
  });
});
