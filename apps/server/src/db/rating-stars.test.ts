import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { combineAggregate, WRITTEN_SHARE } from '@lagoon/contract';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../test/app.js';
import { migrationProvider } from './migrations.js';

/** A database with no migrations yet: a fresh PGlite, or a throwaway PostgreSQL database. */
async function openBlank(): Promise<{ db: Kysely<unknown>; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const throwaway = await createThrowawayDatabase(adminUrl);
    const pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      async close() {
        await db.destroy();
        await throwaway.drop();
      },
    };
  }
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

const id = (letter: string) => letter.repeat(32);
/** Enough items with a bare count that the backfill walks them in more than one batch. */
const BULK_ITEMS = 2500;

interface ItemAggregate {
  id: string;
  rating_count: number;
  rating_sum: number;
  rating_stars: number[];
  rating_text_count: number;
  rows: number[];
  written: number;
}

let db: Kysely<unknown>;
let close: () => Promise<void>;
let items: Map<string, ItemAggregate>;

async function migrate(to: 'before ratings' | 'latest') {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  const before = names[names.indexOf('0013_ratings') - 1];
  if (!before) throw new Error('No migration before 0013_ratings');
  const { error } = await (to === 'latest'
    ? migrator.migrateToLatest()
    : migrator.migrateTo(before));
  if (error) throw error;
}

beforeAll(async () => {
  ({ db, close } = await openBlank());
  await migrate('before ratings');
  // The schema of then: ratings keyed by item and user, with a comment that defaults to ''.
  const { rows: users } = await sql<{ id: string }>`
    INSERT INTO users (email, password_hash, nickname, birth_date)
    SELECT 'user' || n || '@example.test', 'x', 'User ' || n, '1990-01-01'
    FROM generate_series(1, 4) AS n
    RETURNING id`.execute(db);
  const [owner, first, second, third] = users.map((user) => user.id) as [
    string,
    string,
    string,
    string,
  ];
  const { rows: creators } = await sql<{ id: string }>`
    INSERT INTO creators (user_id, name, email) VALUES (${owner}, 'Owner', 'owner@example.test')
    RETURNING id`.execute(db);
  const creator = creators[0]!.id;
  const item = (letter: string, count: number, sum: number) =>
    sql`INSERT INTO items (id, creator_id, product_type, rating_count, rating_sum)
      VALUES (${id(letter)}, ${creator}, 'extension', ${count}, ${sum})`.execute(db);
  // A catalog's count with a few rows behind it, and rows with empty or blank comments.
  await item('a', 1000, 4200);
  // A bare count and sum.
  await item('b', 7, 20);
  // Rows the count never took in.
  await item('c', 0, 0);
  // Nothing at all.
  await item('d', 0, 0);
  // A count made of its rows only.
  await item('e', 2, 6);
  const rating = (letter: string, user: string, score: number, comment?: string) =>
    comment === undefined
      ? sql`INSERT INTO ratings (item_id, user_id, score)
          VALUES (${id(letter)}, ${user}, ${score})`.execute(db)
      : sql`INSERT INTO ratings (item_id, user_id, score, comment)
          VALUES (${id(letter)}, ${user}, ${score}, ${comment})`.execute(db);
  await rating('a', first, 5, 'Great, I use it every day.');
  await rating('a', second, 1, '');
  await rating('a', third, 3, '   ');
  await rating('c', first, 4, 'Does the job.');
  await rating('e', first, 2, 'Slow since the update.');
  await rating('e', second, 4);
  // Ids of 32 letters a to p from the hex digits of a hash.
  await sql`
    INSERT INTO items (id, creator_id, product_type, rating_count, rating_sum)
    SELECT translate(md5(n::text), '0123456789', 'ghijklmnop'), ${creator}, 'extension',
      n % 50, (n % 50) * (1 + n % 5)
    FROM generate_series(1, ${BULK_ITEMS}::int) AS n`.execute(db);

  await migrate('latest');
  const { rows } = await sql<ItemAggregate>`
    SELECT i.id, i.rating_count, i.rating_sum, i.rating_stars, i.rating_text_count, r.rows,
      r.written
    FROM items i CROSS JOIN LATERAL (
      SELECT ARRAY[
          count(*) FILTER (WHERE score = 1), count(*) FILTER (WHERE score = 2),
          count(*) FILTER (WHERE score = 3), count(*) FILTER (WHERE score = 4),
          count(*) FILTER (WHERE score = 5)
        ]::int[] AS rows,
        count(*) FILTER (WHERE text IS NOT NULL)::int AS written
      FROM ratings WHERE item_id = i.id) r`.execute(db);
  items = new Map(rows.map((row) => [row.id, row]));
}, 120_000);

afterAll(async () => {
  await close?.();
});

const countOf = (stars: number[]) => stars.reduce((sum, value) => sum + value, 0);
const sumOf = (stars: number[]) =>
  stars.reduce((sum, value, index) => sum + value * (index + 1), 0);

describe('migrating ratings to per-score counts', () => {
  it('makes the stars of every item add up to its count and its sum', () => {
    expect(items.size).toBe(5 + BULK_ITEMS);
    for (const item of items.values()) {
      expect(item.rating_stars, item.id).toHaveLength(5);
      expect(countOf(item.rating_stars), item.id).toBe(item.rating_count);
      expect(sumOf(item.rating_stars), item.id).toBe(item.rating_sum);
      item.rows.forEach((value, index) => {
        expect(item.rating_stars[index], item.id).toBeGreaterThanOrEqual(value);
      });
      expect(item.rating_text_count, item.id).toBeGreaterThanOrEqual(item.written);
      expect(item.rating_text_count, item.id).toBeLessThanOrEqual(item.rating_count);
    }
  });

  it('keeps a count with rows behind it, spreading what the rows do not explain', () => {
    const item = items.get(id('a'))!;
    expect([item.rating_count, item.rating_sum]).toEqual([1000, 4200]);
    expect(item.rows).toEqual([1, 0, 1, 0, 1]);
    expect(item.written).toBe(1);
    const expected = combineAggregate({ count: 997, sum: 4191 }, { stars: item.rows, written: 1 });
    expect(item.rating_stars).toEqual(expected.stars);
    expect(item.rating_text_count).toBe(1 + Math.round(997 * WRITTEN_SHARE));
    // Store ratings lean to the ends: more fives than fours, and some ones.
    const [ones, , , fours, fives] = item.rating_stars as [number, number, number, number, number];
    expect(fives).toBeGreaterThan(fours);
    expect(ones).toBeGreaterThan(1);
  });

  it('spreads a bare count, counts rows the count missed and leaves empty items alone', () => {
    const bare = items.get(id('b'))!;
    expect([bare.rating_count, bare.rating_sum]).toEqual([7, 20]);
    expect(bare.rating_text_count).toBe(Math.round(7 * WRITTEN_SHARE));
    const uncounted = items.get(id('c'))!;
    expect(uncounted).toMatchObject({
      rating_count: 1,
      rating_sum: 4,
      rating_stars: [0, 0, 0, 1, 0],
      rating_text_count: 1,
    });
    expect(items.get(id('d'))).toMatchObject({
      rating_count: 0,
      rating_sum: 0,
      rating_stars: [0, 0, 0, 0, 0],
      rating_text_count: 0,
    });
    expect(items.get(id('e'))).toMatchObject({
      rating_count: 2,
      rating_sum: 6,
      rating_stars: [0, 1, 0, 1, 0],
      rating_text_count: 1,
    });
  });

  it('turns empty and blank comments into ratings without text', async () => {
    const { rows } = await sql<{ item_id: string; score: number; text: string | null }>`
      SELECT item_id, score, text FROM ratings ORDER BY item_id, score`.execute(db);
    expect(rows.map((row) => [row.item_id.slice(0, 1), row.score, row.text])).toEqual([
      ['a', 1, null],
      ['a', 3, null],
      ['a', 5, 'Great, I use it every day.'],
      ['c', 4, 'Does the job.'],
      ['e', 2, 'Slow since the update.'],
      ['e', 4, null],
    ]);
    const { rows: fresh } = await sql<{ ids: number; votes: number }>`
      SELECT count(DISTINCT id)::int AS ids, sum(helpful_count)::int AS votes FROM ratings`.execute(
      db,
    );
    expect(fresh[0]).toEqual({ ids: 6, votes: 0 });
  });
});
