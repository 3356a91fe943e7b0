import {
  type BulkItemPlan,
  type BulkPoolPlan,
  createRng,
  ImageBatch,
  type ImageRef,
  nextBulkItem,
  planBulkPools,
  slugify,
} from '@lagoon/demo-catalog';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import { starsLiteral } from '../db/rating-stars.js';
import type { Database } from '../db/schema.js';
import { writeDeterministicZip } from '../distribution/repack.js';
import type { FileStorage, StoredFile } from '../storage/storage.js';
import { deferTextIndexes, restoreDeferredIndexes } from './deferred-indexes.js';
import type { SeedOptions } from './demo.js';
import { renderImages } from './images.js';
import { ensureCatalogCreators } from './write.js';

/** The settings key holding how many bulk items were added so far. */
export const LARGE_CATALOG_KEY = 'large_catalog_items';

/** Items per statement: their rows travel as one JSON parameter of about a megabyte. */
const ROWS_PER_INSERT = 1000;
/** Items per transaction: progress survives an interruption in steps of this size. */
const ITEMS_PER_TRANSACTION = 5000;

interface Pools {
  icons: { image: ImageRef; key: string }[];
  promos: { image: ImageRef; key: string }[];
  slides: { image: ImageRef; key: string }[];
  packages: { file: StoredFile; manifest: Record<string, unknown>; version: string }[];
}

/** Draws and stores the pictures and packages the bulk items share (bulk.ts in the demo). */
async function storePools(storage: FileStorage): Promise<Pools> {
  const batch = new ImageBatch();
  const plan: BulkPoolPlan = planBulkPools(batch);
  const rendered = await renderImages(batch, storage);
  const keyed = (image: ImageRef) => ({ image, key: rendered.get(image.id)!.key });
  const packages = [];
  for (const pkg of plan.packages) {
    const zip = await writeDeterministicZip([
      { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(pkg.manifest, null, 2)}\n`) },
      { name: 'icons/icon128.png', data: rendered.get(pkg.icon.id)!.data },
    ]);
    packages.push({
      file: await storage.put(zip, 'zip'),
      manifest: pkg.manifest,
      version: pkg.version,
    });
  }
  return {
    icons: plan.icons.map(keyed),
    promos: plan.promos.map(keyed),
    slides: plan.slides.map(keyed),
    packages,
  };
}

/**
 * One batch in one statement: the rows travel as a single JSON parameter that PostgreSQL
 * unpacks with jsonb_to_recordset (about twice as fast as a parameter per value), and the
 * listing and package ids are drawn from their sequences first, so each item is written once
 * already pointing at its published listing and carrying its category. The foreign keys
 * between the new rows are checked when the statement ends, by which time every row is there.
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
    published_listing_id, category_code)
  select id, creator_id, product_type, provider, 'READY_FOR_OPEN', 'LISTING', pick, usercount,
    downloadcount, like_count, rating_count, rating_sum, rating_stars::integer[],
    rating_text_count, first_approved_at, last_approved_at, created_at, updated_at, listing_id,
    category
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
async function insertBatch(trx: Transaction<Database>, batch: BulkItemPlan[], pools: Pools) {
  const rows = batch.map((bulk) => {
    const pkg = pooled(pools.packages, bulk.pool);
    return {
      id: bulk.id,
      creator_id: bulk.creatorId,
      product_type: bulk.productType,
      provider: bulk.provider,
      pick: bulk.pick,
      usercount: bulk.usercount,
      downloadcount: bulk.downloadcount,
      like_count: bulk.likeCount,
      rating_count: bulk.ratings.count,
      rating_sum: bulk.ratings.sum,
      rating_stars: starsLiteral(bulk.ratings.stars),
      rating_text_count: bulk.ratings.textCount,
      first_approved_at: bulk.firstApprovedAt,
      last_approved_at: bulk.lastApprovedAt,
      created_at: bulk.createdAt,
      updated_at: bulk.updatedAt,
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
  const pools = await storePools(storage);
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
          nextBulkItem(rng, now, creatorIds),
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
