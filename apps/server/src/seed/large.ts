import { EXTENSION_CATEGORIES } from '@lagoon/contract';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, ItemsTable } from '../db/schema.js';
import type { FileStorage, StoredFile } from '../storage/storage.js';
import { palette } from './art/color.js';
import { iconSvg, promoSvg, screenshotSvg } from './art/ui.js';
import type { SeedOptions } from './demo.js';
import { ImageBatch, type ImageRef } from './images.js';
import { createRng, daysAgo, logUniform, nextItemId, type Rng, slugify } from './random.js';
import { EXTENSION_VOCABULARY } from './vocabulary/extensions.js';
import { CLOSINGS, EDITIONS, openingSentence } from './vocabulary/text.js';
import { ensureCatalogCreators } from './write.js';
import { writeZip } from './zip.js';

/** The settings key holding how many bulk items were added so far. */
export const LARGE_CATALOG_KEY = 'large_catalog_items';

/** Rows per INSERT statement: well under PostgreSQL's 65535 parameters for every table. */
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
      rating_count: ratingCount,
      rating_sum: Math.round(ratingCount * (3 + rng.next() * 2)),
      first_approved_at: firstApprovedAt,
      last_approved_at: updatedAt > firstApprovedAt ? updatedAt : firstApprovedAt,
      created_at: createdAt,
      updated_at: updatedAt,
    },
  };
}

/**
 * Inserts many rows with a single parameter: the rows travel as one JSON array that
 * PostgreSQL unpacks with jsonb_to_recordset. With thousands of rows this is about twice as
 * fast as one bind parameter per value, on PGlite and PostgreSQL alike.
 */
async function insertRows<Returned>(
  trx: Transaction<Database>,
  table: keyof Database,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
  returning: string[] = [],
): Promise<Returned[]> {
  const names = Object.keys(columns);
  const definitions = names.map((name) => `${name} ${columns[name]}`).join(', ');
  const list = sql.join(names.map((name) => sql.ref(name)));
  const query = sql<Returned>`insert into ${sql.table(table)} (${list})
    select ${list} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(definitions)})
    ${returning.length > 0 ? sql`returning ${sql.join(returning.map((name) => sql.ref(name)))}` : sql``}`;
  const result = await query.execute(trx);
  return result.rows;
}

const ITEM_COLUMNS = {
  id: 'text',
  creator_id: 'uuid',
  product_type: 'text',
  provider: 'text',
  review_state: 'text',
  visibility: 'text',
  pick: 'boolean',
  usercount: 'bigint',
  downloadcount: 'bigint',
  like_count: 'bigint',
  rating_count: 'integer',
  rating_sum: 'integer',
  first_approved_at: 'timestamptz',
  last_approved_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const PACKAGE_COLUMNS = {
  item_id: 'text',
  file_key: 'text',
  file_name: 'text',
  manifest: 'jsonb',
  manifest_version: 'integer',
  version: 'text',
  size: 'bigint',
  sha256: 'text',
  created_at: 'timestamptz',
};
const LISTING_COLUMNS = {
  item_id: 'text',
  category_code: 'text',
  default_locale: 'text',
  regions: 'text[]',
  package_id: 'bigint',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const LOCALIZATION_COLUMNS = {
  listing_id: 'bigint',
  locale: 'text',
  name: 'text',
  description: 'text',
};
const MEDIA_COLUMNS = {
  listing_id: 'bigint',
  kind: 'text',
  file_key: 'text',
  width: 'integer',
  height: 'integer',
  created_at: 'timestamptz',
};

/** Inserts one batch: items, packages, listings, localizations and media, a statement each. */
async function insertBatch(trx: Transaction<Database>, batch: BulkItem[], pools: Pools) {
  await insertRows(
    trx,
    'items',
    ITEM_COLUMNS,
    batch.map((bulk) => bulk.item),
  );
  const packageRows = await insertRows<{ id: number; item_id: string }>(
    trx,
    'packages',
    PACKAGE_COLUMNS,
    batch.map((bulk) => {
      const pkg = pools.packages[bulk.pool % pools.packages.length]!;
      return {
        item_id: bulk.item.id,
        file_key: pkg.file.key,
        file_name: `${slugify(bulk.name.en)}-${pkg.version}.zip`,
        manifest: pkg.manifest,
        manifest_version: 3,
        version: pkg.version,
        size: pkg.file.size,
        sha256: pkg.file.sha256,
        created_at: bulk.updatedAt,
      };
    }),
    ['id', 'item_id'],
  );
  const packageIds = new Map(packageRows.map((row) => [row.item_id, Number(row.id)]));
  const listingRows = await insertRows<{ id: number; item_id: string }>(
    trx,
    'listings',
    LISTING_COLUMNS,
    batch.map((bulk) => ({
      item_id: bulk.item.id,
      category_code: bulk.category,
      default_locale: 'en',
      regions: ['all'],
      package_id: packageIds.get(bulk.item.id) ?? null,
      created_at: bulk.createdAt,
      updated_at: bulk.updatedAt,
    })),
    ['id', 'item_id'],
  );
  const listingIds = new Map(listingRows.map((row) => [row.item_id, Number(row.id)]));
  await insertRows(
    trx,
    'localizations',
    LOCALIZATION_COLUMNS,
    batch.flatMap((bulk) => {
      const listingId = listingIds.get(bulk.item.id)!;
      return [
        {
          listing_id: listingId,
          locale: 'en',
          name: bulk.name.en,
          description: bulk.description.en,
        },
        {
          listing_id: listingId,
          locale: 'ko',
          name: bulk.name.ko,
          description: bulk.description.ko,
        },
      ];
    }),
  );
  await insertRows(
    trx,
    'media',
    MEDIA_COLUMNS,
    batch.flatMap((bulk) => {
      const listingId = listingIds.get(bulk.item.id)!;
      const row = (kind: string, pool: { image: ImageRef; key: string }[]) => {
        const entry = pool[bulk.pool % pool.length]!;
        return {
          listing_id: listingId,
          kind,
          file_key: entry.key,
          width: entry.image.width,
          height: entry.image.height,
          created_at: bulk.createdAt,
        };
      };
      return [row('icon', pools.icons), row('image', pools.promos), row('slide', pools.slides)];
    }),
  );
  await trx
    .updateTable('items')
    .from('listings')
    .set((eb) => ({ published_listing_id: eb.ref('listings.id') }))
    .whereRef('listings.item_id', '=', 'items.id')
    .where(
      'items.id',
      'in',
      batch.map((bulk) => bulk.item.id),
    )
    .execute();
}

/**
 * Adds `count` published, listed extensions for benchmarks. Rows go in with multi-row inserts
 * and share a small pool of images and packages. Each run continues the sequence of the runs
 * before it (the running total is kept in settings), so ids never repeat.
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
  // Fresh statistics and visibility map, so list queries use their indexes from the start.
  await sql`VACUUM ANALYZE`.execute(db);
  log(`Added ${added} bulk extensions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { added, total };
}
