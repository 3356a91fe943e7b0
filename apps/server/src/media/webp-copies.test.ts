import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createItem, createUser } from '../test/factories.js';
import { findWebpCopyKey, prefersWebp, WebpCopyIndex } from './webp-copies.js';

describe('prefersWebp', () => {
  const cases: [string | undefined, string, boolean][] = [
    // Browsers.
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/png', true],
    ['image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', 'image/jpeg', true],
    [
      'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,' +
        'image/svg+xml,image/*;q=0.8,*/*;q=0.5',
      'image/png',
      true,
    ],
    ['image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'image/png', false],
    // Wildcards alone, or nothing, are not WebP support.
    [undefined, 'image/png', false],
    ['', 'image/png', false],
    ['*/*', 'image/png', false],
    ['image/*', 'image/jpeg', false],
    // Explicit refusal wins over any wildcard.
    ['image/webp;q=0,image/*,*/*;q=0.8', 'image/png', false],
    ['image/webp;q=0.000', 'image/png', false],
    // The canonical type ranked above WebP keeps the canonical type.
    ['image/png,image/webp;q=0.5', 'image/png', false],
    ['image/jpeg;q=0.9,image/webp;q=0.8', 'image/jpeg', false],
    ['image/jpeg;q=0.8,image/webp;q=0.9', 'image/jpeg', true],
    ['image/webp;q=0.5,*/*;q=0.4', 'image/png', true],
    // A more specific range decides over a wildcard for the canonical type.
    ['image/webp;q=0.5,image/png;q=0.1,image/*', 'image/png', true],
    // WebP alone, lower case or not, spaces, parameters and accept extensions.
    ['image/webp', 'image/png', true],
    ['IMAGE/WebP', 'image/png', true],
    [' image/webp ; q=0.7 ; ext="a,b" , image/png;q=0.6', 'image/png', true],
    ['image/webp;foo="x;q=0",image/png;q=0.5', 'image/png', true],
    // Malformed ranges and quality values are left out.
    ['image/webp;q=2', 'image/png', false],
    ['image/webp;q=abc,image/*', 'image/png', false],
    ['image/webp;q=0.5x', 'image/png', false],
    ['webp,image', 'image/png', false],
    ['image/webpx,image/*', 'image/png', false],
  ];
  it.each(cases)('Accept %j for %s gives %s', (accept, canonical, expected) => {
    expect(prefersWebp(accept, canonical)).toBe(expected);
  });
});

describe('WebP copies in the database', () => {
  let t: TestApp;
  const key = (n: number, type = 'png') => `${n.toString(16).padStart(64, '0')}.${type}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function addMedia(fileKey: string, derivatives: Record<string, string>) {
    const item = await createItem(t.database.db);
    await t.database.db
      .insertInto('media')
      .values({
        listing_id: item.publishedListingId!,
        kind: 'slide',
        locale: null,
        file_key: fileKey,
        width: 1280,
        height: 800,
        created_at: new Date(),
        derivatives: JSON.stringify(derivatives),
      })
      .execute();
  }

  it('finds the copy recorded by listing media, uploads or banners', async () => {
    const db = t.database.db;
    await addMedia(key(1), { webp: key(101, 'webp'), thumb: key(201, 'webp') });
    const user = await createUser(db);
    await db
      .insertInto('media_uploads')
      .values({
        user_id: user.id,
        kind: 'icon',
        file_key: key(2, 'jpg'),
        width: 128,
        height: 128,
        derivatives: JSON.stringify({ webp: key(102, 'webp') }),
      })
      .execute();
    await db
      .insertInto('banners')
      .values({
        type: 'extension',
        link_url: '/extensions/new',
        image_key: key(3),
        title_en: 'Banner',
        title_ko: '배너',
        derivatives: JSON.stringify({ webp: key(103, 'webp') }),
      })
      .execute();
    // Rows without a copy, or with something that is not a WebP key, give none.
    await addMedia(key(4), { thumb: key(204, 'webp') });
    await addMedia(key(5), { webp: key(105, 'png') });

    expect(await findWebpCopyKey(db, key(1))).toBe(key(101, 'webp'));
    expect(await findWebpCopyKey(db, key(2, 'jpg'))).toBe(key(102, 'webp'));
    expect(await findWebpCopyKey(db, key(3))).toBe(key(103, 'webp'));
    expect(await findWebpCopyKey(db, key(4))).toBeNull();
    expect(await findWebpCopyKey(db, key(5))).toBeNull();
    expect(await findWebpCopyKey(db, key(6))).toBeNull();
  });

  /** An index over the real lookup that counts the queries it makes. */
  function countingIndex(options: { maxEntries?: number; failNext?: { value: boolean } } = {}) {
    let now = 1_000_000;
    const counter = { queries: 0 };
    const index = new WebpCopyIndex(t.database.db, {
      maxEntries: options.maxEntries ?? 100,
      missTtlMs: 60_000,
      now: () => now,
      lookup: async (canonical) => {
        counter.queries += 1;
        if (options.failNext?.value) {
          options.failNext.value = false;
          throw new Error('database unavailable');
        }
        return findWebpCopyKey(t.database.db, canonical);
      },
    });
    return {
      index,
      counter,
      advance: (ms: number) => {
        now += ms;
      },
    };
  }

  it('remembers a copy for good and "none" for a minute, one query for concurrent requests', async () => {
    await addMedia(key(10), { webp: key(110, 'webp') });
    const { index, counter, advance } = countingIndex();

    const found = await Promise.all([1, 2, 3, 4].map(() => index.find(key(10))));
    expect(found).toEqual(Array(4).fill(key(110, 'webp')));
    expect(counter.queries).toBe(1);
    advance(30 * 24 * 60 * 60 * 1000);
    expect(await index.find(key(10))).toBe(key(110, 'webp'));
    expect(counter.queries).toBe(1);

    expect(await index.find(key(11))).toBeNull();
    expect(counter.queries).toBe(2);
    // A later upload records a copy: believed once "none" has expired.
    await addMedia(key(11), { webp: key(111, 'webp') });
    advance(59_000);
    expect(await index.find(key(11))).toBeNull();
    expect(counter.queries).toBe(2);
    advance(2_000);
    expect(await index.find(key(11))).toBe(key(111, 'webp'));
    expect(counter.queries).toBe(3);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    for (const n of [20, 21, 22]) await addMedia(key(n), { webp: key(100 + n, 'webp') });
    const { index, counter } = countingIndex({ maxEntries: 2 });
    await index.find(key(20));
    await index.find(key(21));
    await index.find(key(20));
    await index.find(key(22));
    expect(index.size).toBe(2);
    expect(counter.queries).toBe(3);
    // 21 was the least recently used, so it went; 20 is still known.
    await index.find(key(20));
    expect(counter.queries).toBe(3);
    expect(await index.find(key(21))).toBe(key(121, 'webp'));
    expect(counter.queries).toBe(4);
  });

  it('does not remember a failed lookup', async () => {
    await addMedia(key(30), { webp: key(130, 'webp') });
    const failNext = { value: true };
    const { index, counter } = countingIndex({ failNext });
    await expect(index.find(key(30))).rejects.toThrow('database unavailable');
    expect(await index.find(key(30))).toBe(key(130, 'webp'));
    expect(counter.queries).toBe(2);
  });
});
