import { combineAggregate, EXTENSION_CATEGORIES } from '@lagoon/contract';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import { starsLiteral } from '../db/rating-stars.js';
import type { Database, ItemsTable } from '../db/schema.js';
import type { FileStorage, StoredFile } from '../storage/storage.js';
import { palette } from './art/color.js';
import { iconSvg, promoSvg, screenshotSvg } from './art/ui.js';
import { deferTextIndexes, restoreDeferredIndexes } from './deferred-indexes.js';
import type { SeedOptions } from './demo.js';
import { ImageBatch, type ImageRef } from './images.js';
import { createRng, daysAgo, logUniform, nextItemId, type Rng, slugify } from './random.js';
import { EXTENSION_VOCABULARY } from './vocabulary/extensions.js';
import { CLOSINGS, EDITIONS, openingSentence } from './vocabulary/text.js';
import { ensureCatalogCreators } from './write.js';
import { writeZip } from './zip.js';

/** The settings key holding how many bulk items were added so far. */
export const LARGE_CATALOG_KEY = 'large_catalog_items';

/** Items per statement: their rows travel as one JSON parameter of about a megabyte. */
const ROWS_PER_INSERT = 1000;
/** Items per transaction: progress survives an interruption in steps of this size. */
const ITEMS_PER_TRANSACTION = 5000;
const DAY = 86_400_000;

interface Pools {
  icons: { image: ImageRef; key: string }[];
  promos: { image: ImageRef; key: string }[];
  slides: { image: ImageRef; key: string }[];
  packages: { file: StoredFile; manifest: Record<string, unknown>; version: string }[];
}

/** A small set of images and packages that the bulk items share, drawn once. */
async function buildPools(storage: FileStorage): Promise<Pools> {
  const rng = createRng('lagoon-large-catalog-pool');
  const batch = new ImageBatch();
  const glyphs = EXTENSION_CATEGORIES.flatMap((category) => EXTENSION_VOCABULARY[category].glyphs);
  const arts = Array.from({ length: 24 }, (_, index) => ({
    glyph: glyphs[index % glyphs.length]!,
    letter: null,
    shape: index % 3 === 0 ? ('squircle' as const) : ('rounded' as const),
    palette: palette(rng, (index * 47) % 360),
  }));
  const icons = arts.map((art, index) =>
    batch.svg(`bulk-icon:${index}`, 128, 128, 'png', () =>
      iconSvg(art, createRng(`bulk-icon:${index}`)),
    ),
  );
  const promos = arts
    .slice(0, 12)
    .map((art, index) =>
      batch.svg(`bulk-promo:${index}`, 440, 280, 'png', () =>
        promoSvg(art, 'Lagoon Extension', createRng(`bulk-promo:${index}`)),
      ),
    );
  const slides = Array.from({ length: 6 }, (_, index) =>
    batch.svg(`bulk-slide:${index}`, 1280, 800, 'png', () =>
      screenshotSvg(createRng(`bulk-slide:${index}`)),
    ),
  );
  const rendered = await batch.renderAll(storage);
  const keyed = (image: ImageRef) => ({ image, key: rendered.get(image.id)!.key });
  const packages = [];
  for (let index = 0; index < 8; index++) {
    const version = `1.${index}.0`;
    const manifest = {
      manifest_version: 3,
      name: `Sample Extension ${index + 1}`,
      version,
      description: 'A sample extension of the Lagoon benchmark catalog.',
      icons: { '128': 'icons/icon128.png' },
      action: { default_icon: { '128': 'icons/icon128.png' } },
    };
    const zip = writeZip([
      { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: 'icons/icon128.png', data: rendered.get(icons[index]!.id)!.data },
    ]);
    packages.push({ file: await storage.put(zip, 'zip'), manifest, version });
  }
  return {
    icons: icons.map(keyed),
    promos: promos.map(keyed),
    slides: slides.map(keyed),
    packages,
  };
}

interface BulkItem {
  item: Insertable<ItemsTable>;
  category: string;
  name: { en: string; ko: string };
  description: { en: string; ko: string };
  pool: number;
  createdAt: Date;
  updatedAt: Date;
}

function bulkItem(rng: Rng, now: Date, creatorIds: string[]): BulkItem {
  const category = rng.pick(EXTENSION_CATEGORIES);
  const vocabulary = EXTENSION_VOCABULARY[category];
  const head = rng.pick(vocabulary.heads);
  const tail = rng.pick(vocabulary.tails);
  const edition = rng.chance(0.2) ? rng.pick(EDITIONS) : null;
  const name = {
    en: [head.en, tail.en, edition?.en].filter(Boolean).join(' '),
    ko: [head.ko, tail.ko, edition?.ko].filter(Boolean).join(' '),
  };
  const sentences = [
    openingSentence(name, rng.pick(vocabulary.taglines)),
    ...rng.sample(vocabulary.features, 2),
    rng.pick(CLOSINGS),
  ];
  const createdAt = daysAgo(rng, now, 1, 1095);
  const updatedAt = new Date(
    createdAt.getTime() + rng.next() * (now.getTime() - createdAt.getTime()),
  );
  const firstApprovedAt = new Date(createdAt.getTime() + DAY);
  const usercount = logUniform(rng, 10, 5_000_000);
  const ratingCount = Math.round(usercount * rng.next() * 0.003);
  // No rating rows stand behind these counts: the aggregate is the count and sum spread.
  const ratings = combineAggregate(
    { count: ratingCount, sum: Math.round(ratingCount * (3 + rng.next() * 2)) },
    { stars: [], written: 0 },
  );
  return {
    category,
    name,
    description: {
      en: sentences.map((sentence) => sentence.en).join(' '),
      ko: sentences.map((sentence) => sentence.ko).join(' '),
    },
    pool: rng.int(0, 1_000_000),
    createdAt,
    updatedAt,
    item: {
      id: nextItemId(rng),
      creator_id: rng.pick(creatorIds),
      product_type: rng.chance(0.05) ? 'sidebar' : 'extension',
      provider: rng.chance(0.005) ? 'NAVER' : null,
      review_state: 'READY_FOR_OPEN',
      visibility: 'LISTING',
      pick: rng.chance(0.01),
      usercount,
      downloadcount: Math.round(usercount * (1.1 + rng.next())),
      like_count: Math.round(usercount * rng.next() * 0.01),
      rating_count: ratings.count,
      rating_sum: ratings.sum,
      rating_stars: starsLiteral(ratings.stars),
      rating_text_count: ratings.textCount,
      first_approved_at: firstApprovedAt,
      last_approved_at: updatedAt > firstApprovedAt ? updatedAt : firstApprovedAt,
      created_at: createdAt,
      updated_at: updatedAt,
    },
  };
}

/**
 * One batch in one statement: the rows travel as a single JSON parameter that PostgreSQL
 * unpacks with jsonb_to_recordset (about twice as fast as a parameter per value), and the
 * listing and package ids are drawn from their sequences first, so each item is written once
 * already pointing at its published listing. The foreign keys between the new rows are
 * checked when the statement ends, by which time every row is there.
 */
function batchStatement(rows: string) {
  return sql`
with src as materialized (
  select x.*,
    nextval(pg_get_serial_sequence('listings', 'id')) as listing_id,
    nextval(pg_get_serial_sequence('packages', 'id')) as package_id
  from jsonb_to_recordset(${rows}::jsonb) as x(
    id text, creator_id uuid, product_type text, provider text, pick boolean,
    usercount bigint, downloadcount bigint, like_count bigint, rating_count integer,
    rating_sum integer, rating_stars text, rating_text_count integer,
    first_approved_at timestamptz, last_approved_at timestamptz, created_at timestamptz,
    updated_at timestamptz, category text, name_en text, name_ko text, description_en text,
    description_ko text, file_name text, package jsonb, icon jsonb, promo jsonb, slide jsonb)
),
new_items as (
  insert into items (id, creator_id, product_type, provider, review_state, visibility, pick,
    usercount, downloadcount, like_count, rating_count, rating_sum, rating_stars,
    rating_text_count, first_approved_at, last_approved_at, created_at, updated_at,
    published_listing_id)
  select id, creator_id, product_type, provider, 'READY_FOR_OPEN', 'LISTING', pick, usercount,
    downloadcount, like_count, rating_count, rating_sum, rating_stars::integer[],
    rating_text_count, first_approved_at, last_approved_at, created_at, updated_at, listing_id
  from src
),
new_packages as (
  insert into packages (id, item_id, file_key, file_name, manifest, manifest_version, version,
    size, sha256, created_at)
  overriding system value
  select package_id, id, package->>'key', file_name, package->'manifest', 3,
    package->>'version', (package->>'size')::bigint, package->>'sha256', updated_at
  from src
),
new_listings as (
  insert into listings (id, item_id, category_code, default_locale, regions, package_id,
    created_at, updated_at)
  overriding system value
  select listing_id, id, category, 'en', '{all}', package_id, created_at, updated_at from src
),
new_texts as (
  insert into localizations (listing_id, locale, name, description)
  select listing_id, 'en', name_en, description_en from src
  union all
  select listing_id, 'ko', name_ko, description_ko from src
)
insert into media (listing_id, kind, file_key, width, height, created_at)
select src.listing_id, shown.kind, shown.image->>'key', (shown.image->>'width')::integer,
  (shown.image->>'height')::integer, src.created_at
from src
cross join lateral (values ('icon', src.icon), ('image', src.promo), ('slide', src.slide))
  as shown(kind, image)`;
}

function pooled<T>(pool: readonly T[], index: number): T {
  return pool[index % pool.length]!;
}

function imageOf(entry: { image: ImageRef; key: string }) {
  return { key: entry.key, width: entry.image.width, height: entry.image.height };
}

/** Inserts one batch of items with their package, listing, texts and media. */
async function insertBatch(trx: Transaction<Database>, batch: BulkItem[], pools: Pools) {
  const rows = batch.map((bulk) => {
    const pkg = pooled(pools.packages, bulk.pool);
    return {
      ...bulk.item,
      category: bulk.category,
      name_en: bulk.name.en,
      name_ko: bulk.name.ko,
      description_en: bulk.description.en,
      description_ko: bulk.description.ko,
      file_name: `${slugify(bulk.name.en)}-${pkg.version}.zip`,
      package: {
        key: pkg.file.key,
        manifest: pkg.manifest,
        version: pkg.version,
        size: pkg.file.size,
        sha256: pkg.file.sha256,
      },
      icon: imageOf(pooled(pools.icons, bulk.pool)),
      promo: imageOf(pooled(pools.promos, bulk.pool)),
      slide: imageOf(pooled(pools.slides, bulk.pool)),
    };
  });
  await batchStatement(JSON.stringify(rows)).execute(trx);
}

/**
 * Adds `count` published, listed extensions for benchmarks. Items are generated batch by
 * batch as they are written (a million never sit in memory), one statement per batch, and
 * share a small pool of images and packages. A load at least as large as the catalog already
 * there builds the text search indexes once at the end instead of row by row
 * (deferred-indexes.ts). Each run continues the sequence of the runs before it (the running
 * total is kept in settings), so ids never repeat.
 */
export async function seedLargeCatalog(
  db: Db,
  storage: FileStorage,
  count: number,
  options: Pick<SeedOptions, 'log'> = {},
): Promise<{ added: number; total: number }> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const now = new Date();
  const pools = await buildPools(storage);
  const creatorIds = await db
    .transaction()
    .execute(async (trx) => [...(await ensureCatalogCreators(trx, now)).creatorIds.values()]);
  await restoreDeferredIndexes(db, log);
  const existing = await db
    .selectFrom('items')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  if (count >= existing.count) await deferTextIndexes(db);

  let added = 0;
  let total = 0;
  while (added < count) {
    const size = Math.min(ITEMS_PER_TRANSACTION, count - added);
    total = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('settings')
        .select('value')
        .where('key', '=', LARGE_CATALOG_KEY)
        .forUpdate()
        .executeTakeFirst();
      const offset = typeof row?.value === 'number' ? row.value : 0;
      const rng = createRng(`lagoon-large-catalog:${offset}`);
      for (let done = 0; done < size; done += ROWS_PER_INSERT) {
        const batch = Array.from({ length: Math.min(ROWS_PER_INSERT, size - done) }, () =>
          bulkItem(rng, now, creatorIds),
        );
        await insertBatch(trx, batch, pools);
      }
      await trx
        .insertInto('settings')
        .values({ key: LARGE_CATALOG_KEY, value: JSON.stringify(offset + size) })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: JSON.stringify(offset + size) }),
        )
        .execute();
      return offset + size;
    });
    added += size;
    log(`Added ${added} of ${count} bulk extensions`);
  }
  await restoreDeferredIndexes(db, log);
  // Fresh statistics and visibility map, so list queries use their indexes from the start.
  await sql`VACUUM ANALYZE`.execute(db);
  log(`Added ${added} bulk extensions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { added, total };
}
