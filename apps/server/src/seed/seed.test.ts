import {
  combineAggregate,
  EXTENSION_CATEGORIES,
  EXTENSION_FILTERS,
  EXTENSION_ID_PATTERN,
  type Product,
  REVIEW_STATES,
  type ReviewQueueFlags,
  type SearchResultGroup,
  type StoreEvent,
  THEME_CATEGORIES,
  type ThemeDraft,
  VISIBILITIES,
  WEB_APP_CATEGORIES,
} from '@lagoon/contract';
import { buildDemoPlan, DEMO_ACCOUNTS, ImageBatch, type ItemPlan } from '@lagoon/demo-catalog';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ageOn, birthDateForAge } from '../accounts/age.js';
import { verifyPassword } from '../accounts/password.js';
import type { Db } from '../db/database.js';
import { backfillRatingStars } from '../db/rating-stars.js';
import { loadKeySecret } from '../publishing/package/extension-key.js';
import { searchIndexOf } from '../search/routes.js';
import type { FileStorage } from '../storage/storage.js';
import { createTestApp, jsonOf, type TestApp } from '../test/app.js';
import { signedInAdmin } from '../test/factories.js';
import { POOL_KEY_SECRET, pooledItemKeys } from '../test/item-key-pool.js';
import { storedPackageReports } from '../test/stored-packages.js';
import { seedDemoCatalog, seedLargeCatalog } from './index.js';

const PUBLIC = sql<boolean>`items.review_state = 'READY_FOR_OPEN' and items.visibility = 'LISTING' and not items.blocked`;
/** Live, listed and not blocked: the items visitors find and may rate. */
const LISTED = sql<boolean>`items.live and items.visibility = 'LISTING' and not items.blocked`;

let testApp: TestApp;
let db: Db;
let storage: FileStorage;

async function tableCounts(): Promise<Record<string, number>> {
  const tables = [
    'users',
    'creators',
    'categories',
    'items',
    'listings',
    'localizations',
    'media',
    'packages',
    'ratings',
    'rating_votes',
    'rating_replies',
    'banners',
    'winners',
    'settings',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = row.count;
  }
  return counts;
}

function readZipEntry(zip: Buffer, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return archive.readEntry();
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            archive.close();
            resolve(Buffer.concat(chunks));
          });
        });
      });
      archive.on('end', () => reject(new Error(`${name} not in the zip`)));
      archive.readEntry();
    });
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  storage = testApp.storage;
  db = testApp.database.db;
  const result = await seedDemoCatalog(db, storage, {
    keySecret: POOL_KEY_SECRET,
    makeItemKey: pooledItemKeys(),
  });
  expect(result).toEqual({ seeded: true });
}, 240_000);

afterAll(async () => {
  await testApp?.close();
});

describe('seedDemoCatalog', () => {
  it('does nothing the second time', async () => {
    const before = await tableCounts();
    expect(await seedDemoCatalog(db, storage, { keySecret: loadKeySecret(null) })).toEqual({
      seeded: false,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('fills each of the twelve extension filters with at least 8 listed items', async () => {
    for (const filter of EXTENSION_FILTERS) {
      let query = db
        .selectFrom('items')
        .innerJoin('listings', 'listings.id', 'items.published_listing_id')
        .select(sql<number>`count(*)::int`.as('count'))
        .where(PUBLIC)
        .where('items.product_type', 'in', ['extension', 'sidebar']);
      if (filter === 'sidebar') query = query.where('items.product_type', '=', 'sidebar');
      else if (filter === 'naver') query = query.where('items.provider', 'like', '%NAVER%');
      else if (filter === 'contest') query = query.where('items.provider', '=', 'CONTEST');
      else query = query.where('listings.category_code', '=', filter);
      const { count } = await query.executeTakeFirstOrThrow();
      expect(count, filter).toBeGreaterThanOrEqual(8);
    }
    const byWhale = await db
      .selectFrom('items')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('provider', '=', 'NAVER,WHALE')
      .executeTakeFirstOrThrow();
    expect(byWhale.count).toBeGreaterThan(0);
  });

  it('has enough extensions, wallpapers and web apps of every kind', async () => {
    const rows = await db
      .selectFrom('items')
      .select(['product_type', sql<number>`count(*)::int`.as('count')])
      .groupBy('product_type')
      .execute();
    const count = (type: string) => rows.find((row) => row.product_type === type)?.count ?? 0;
    expect(count('extension') + count('sidebar')).toBeGreaterThanOrEqual(120);
    expect(count('theme')).toBeGreaterThanOrEqual(40);
    expect(count('app') + count('pwa') + count('shortcut')).toBeGreaterThanOrEqual(20);
    for (const type of ['app', 'pwa', 'shortcut']) expect(count(type), type).toBeGreaterThan(0);

    const categories = await db.selectFrom('categories').selectAll().execute();
    const codes = (type: string) =>
      categories
        .filter((row) => row.type === type)
        .map((row) => row.code)
        .sort();
    expect(codes('extension')).toEqual([...EXTENSION_CATEGORIES].sort());
    expect(codes('theme')).toEqual([...THEME_CATEGORIES].sort());
    expect(codes('app')).toEqual([...WEB_APP_CATEGORIES].sort());
    expect(categories.every((row) => row.name_en && row.name_ko)).toBe(true);
  });

  it('gives wallpapers their settings and photos, and web apps a unique https site', async () => {
    const themes = await db
      .selectFrom('items')
      .innerJoin('listings', 'listings.id', 'items.published_listing_id')
      .select(['items.id', 'listings.theme', 'listings.category_code'])
      .where('items.product_type', '=', 'theme')
      .execute();
    for (const theme of themes) {
      expect(THEME_CATEGORIES).toContain(theme.category_code);
      expect(theme.theme).toMatchObject({
        photoCount: expect.any(Number),
        notices: expect.any(Boolean),
        topSites: expect.any(Boolean),
      });
      expect(['digital', 'analog']).toContain(theme.theme?.clock);
    }
    const webApps = await db
      .selectFrom('items')
      .leftJoin('listings', (join) =>
        join.on((eb) =>
          eb.or([
            eb('listings.id', '=', eb.ref('items.published_listing_id')),
            eb('listings.id', '=', eb.ref('items.draft_listing_id')),
          ]),
        ),
      )
      .select(['items.web_domain', 'listings.web_url', 'listings.web_manifest'])
      .where('items.product_type', 'in', ['app', 'pwa', 'shortcut'])
      .execute();
    for (const app of webApps) {
      expect(app.web_url).toBe(`https://${app.web_domain}`);
      expect(app.web_manifest?.name).toBeTruthy();
      expect(app.web_manifest?.icons.length).toBeGreaterThan(0);
    }
    const domains = new Set(webApps.map((app) => app.web_domain));
    expect(domains.size).toBeGreaterThanOrEqual(20);
  });

  it('crowns seven contest winners a year, a sole gold and silver among them', async () => {
    const winners = await db
      .selectFrom('winners')
      .innerJoin('items', 'items.id', 'winners.item_id')
      .select(['winners.year', 'winners.prize', 'items.provider'])
      .execute();
    for (const year of [2018, 2019]) {
      const ofYear = winners.filter((winner) => winner.year === year);
      expect(ofYear).toHaveLength(7);
      expect(ofYear.filter((winner) => winner.prize === 'gold')).toHaveLength(1);
      expect(ofYear.filter((winner) => winner.prize === 'silver')).toHaveLength(1);
      expect(ofYear.every((winner) => winner.provider === 'CONTEST')).toBe(true);
    }
  });

  it('uses extension-style ids and keeps listings consistent with review states', async () => {
    const items = await db.selectFrom('items').selectAll().execute();
    for (const item of items) {
      expect(item.id).toMatch(EXTENSION_ID_PATTERN);
      const published = item.published_listing_id !== null;
      const draft = item.draft_listing_id !== null;
      if (item.review_state === 'READY_FOR_OPEN') expect([published, draft]).toEqual([true, false]);
      if (item.review_state === 'REJECTED_UPDATE') expect([published, draft]).toEqual([true, true]);
      if (item.review_state === 'PREPARE_FOR_SUBMISSION' || item.review_state === 'REJECTED') {
        expect([published, draft]).toEqual([false, true]);
      }
      if (item.review_state === 'IN_REVIEW') expect(draft).toBe(true);
      if (published) expect(item.first_approved_at).not.toBeNull();
      else expect(item.first_approved_at).toBeNull();
    }
    expect(items.filter((item) => item.blocked && item.blocked_reason).length).toBeGreaterThan(0);
    const usercounts = items.map((item) => item.usercount);
    expect(usercounts.some((count) => count >= 1_000 && count < 1_000_000)).toBe(true);
    expect(usercounts.some((count) => count >= 1_000_000 && count < 1_000_000_000)).toBe(true);
    expect(usercounts.some((count) => count >= 1_000_000_000)).toBe(true);
  });

  it('localizes every listing in English and Korean', async () => {
    const rows = await db
      .selectFrom('listings')
      .leftJoin('localizations', 'localizations.listing_id', 'listings.id')
      .select([
        'listings.id',
        sql<string[]>`array_agg(localizations.locale order by localizations.locale)`.as('locales'),
      ])
      .groupBy('listings.id')
      .execute();
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) expect(row.locales).toEqual(['en', 'ko']);
    const korean = await db
      .selectFrom('localizations')
      .select(['name', 'description'])
      .where('locale', '=', 'ko')
      .execute();
    expect(korean.every((row) => /[가-힣]/.test(row.name) || /^[A-Z]/.test(row.name))).toBe(true);
    expect(korean.every((row) => /[가-힣]/.test(row.description))).toBe(true);
  });

  it('stores every image readable and of the size its row states', async () => {
    const media = await db
      .selectFrom('media')
      .select(['kind', 'file_key', 'width', 'height'])
      .distinct()
      .execute();
    const expected: Record<string, [number, number]> = {
      icon: [128, 128],
      image: [440, 280],
      slide: [1280, 800],
      theme: [1920, 1080],
    };
    for (const entry of media) {
      expect([entry.width, entry.height], entry.kind).toEqual(expected[entry.kind]);
      const data = await storage.read(entry.file_key);
      expect(data, entry.file_key).not.toBeNull();
      const metadata = await sharp(data!).metadata();
      expect([metadata.width, metadata.height]).toEqual([entry.width, entry.height]);
    }
    const banners = await db.selectFrom('banners').selectAll().execute();
    for (const banner of banners) {
      const metadata = await sharp((await storage.read(banner.image_key))!).metadata();
      expect(metadata.width).toBe(1200);
      expect(banner.title_en && banner.title_ko).toBeTruthy();
    }
    const types = banners.map((banner) => banner.type);
    expect(types.filter((type) => type === 'extension').length).toBeGreaterThanOrEqual(3);
    expect(types.filter((type) => type === 'theme').length).toBeGreaterThanOrEqual(3);
    expect(types.filter((type) => type === 'home-inline').length).toBeGreaterThanOrEqual(2);
    expect(banners.some((banner) => banner.link_url.startsWith('/event'))).toBe(true);
    expect(banners.every((banner) => banner.link_url.startsWith('/'))).toBe(true);
  });

  it('sends the event banners to live event pages that show listed demo items', async () => {
    const shown: string[] = [];
    for (const type of ['extension', 'home-inline']) {
      const answer = await testApp.app.inject(`/ajax/banner/${type}?hl=en`);
      shown.push(...jsonOf<{ linkUrl: string }[]>(answer).map((banner) => banner.linkUrl));
    }
    const links = shown.filter((link) => link.startsWith('/event/'));
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      for (const hl of ['en', 'ko']) {
        const answer = await testApp.app.inject(`/ajax/events/${link.slice(7)}?hl=${hl}`);
        expect(answer.statusCode, `${link} ${hl}`).toBe(200);
        const event = jsonOf<StoreEvent>(answer);
        expect(event.title, link).toBeTruthy();
        expect(event.cover, link).toMatch(/^\/files\/[a-f0-9]{64}\.jpg$/);
        expect(event.items.length, link).toBeGreaterThanOrEqual(4);
        const ids = event.items.map((item) => item.extensionId);
        const listed = await db
          .selectFrom('items')
          .select('id')
          .where('id', 'in', ids)
          .where(LISTED)
          .execute();
        expect(listed.length, link).toBe(ids.length);
      }
    }
  });

  it('gives the pictures visitors see the WebP copies uploads get, sent to browsers that take WebP', async () => {
    const media = await db
      .selectFrom('media')
      .select(['kind', 'file_key', 'derivatives'])
      .where('kind', 'in', ['image', 'slide'])
      .execute();
    const banners = await db.selectFrom('banners').select(['image_key', 'derivatives']).execute();
    const shown = [
      ...media.map((row) => ({ key: row.file_key, copies: row.derivatives })),
      ...banners.map((row) => ({ key: row.image_key, copies: row.derivatives })),
    ];
    expect(shown.length).toBeGreaterThan(0);
    for (const { key, copies } of shown) {
      expect(copies.webp, key).toMatch(/\.webp$/);
      expect(copies.thumb, key).toMatch(/\.webp$/);
    }
    // A promotional image and a banner, as a browser asks for them.
    for (const { key } of [shown[0]!, shown.at(-1)!]) {
      const original = await testApp.app.inject({ url: `/files/${key}` });
      const negotiated = await testApp.app.inject({
        url: `/files/${key}`,
        headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
      });
      expect(negotiated.statusCode).toBe(200);
      expect(negotiated.headers['content-type'], key).toBe('image/webp');
      expect(negotiated.rawPayload.length).toBeLessThan(original.rawPayload.length);
      const picture = await sharp(negotiated.rawPayload).metadata();
      const canonical = await sharp(original.rawPayload).metadata();
      expect([picture.width, picture.height]).toEqual([canonical.width, canonical.height]);
    }
  });

  it('gives wallpaper cards a small copy of the photo, in product answers and search cards', async () => {
    const theme = await db
      .selectFrom('items')
      .innerJoin('localizations', 'localizations.listing_id', 'items.published_listing_id')
      .select(['items.id', 'localizations.name'])
      .where('items.product_type', '=', 'theme')
      .where('items.visibility', '=', 'LISTING')
      .where('items.blocked', '=', false)
      .where('localizations.locale', '=', 'en')
      .executeTakeFirstOrThrow();
    const detail = await testApp.app.inject({ url: `/ajax/extensions/${theme.id}?hl=en` });
    expect(detail.statusCode, detail.body).toBe(200);
    const drafts: ThemeDraft[] = jsonOf<Product>(detail).theme?.themeDrafts ?? [];
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      expect(draft.thumbnail, draft.themeImage).toMatch(/^\/files\/\w+\.webp$/);
      const picture = async (url: string) => {
        const response = await testApp.app.inject({ url });
        return {
          bytes: response.rawPayload.length,
          ...(await sharp(response.rawPayload).metadata()),
        };
      };
      const photo = await picture(draft.themeImage);
      const card = await picture(draft.thumbnail ?? '');
      expect(card.width).toBeLessThanOrEqual(640);
      expect(card.height).toBeLessThanOrEqual(360);
      expect(card.width! / card.height!).toBeCloseTo(photo.width! / photo.height!, 1);
      expect(card.bytes).toBeLessThan(photo.bytes / 4);
    }
    // The store's search index notices catalog changes on its own schedule; the test asks now.
    await searchIndexOf(testApp.app).refresh();
    const search = await testApp.app.inject({
      url: `/ajax/search2?keyword=${encodeURIComponent(theme.name)}&page=0&size=20&hl=en`,
    });
    expect(search.statusCode, search.body).toBe(200);
    const cards = jsonOf<SearchResultGroup[]>(search).flatMap((group) => group.items);
    const card = cards.find((entry) => entry.extensionId === theme.id);
    expect(card?.theme?.themeDrafts[0]?.thumbnail).toBe(drafts[0]!.thumbnail);
  });

  it('stores real zip packages whose manifest matches the row', async () => {
    const packages = await db.selectFrom('packages').selectAll().limit(5).execute();
    expect(packages.length).toBe(5);
    for (const pkg of packages) {
      const zip = (await storage.read(pkg.file_key))!;
      expect(zip.length).toBe(pkg.size);
      const manifest = JSON.parse((await readZipEntry(zip, 'manifest.json')).toString('utf8'));
      expect(manifest).toEqual(pkg.manifest);
      expect(manifest.manifest_version).toBe(3);
      expect(manifest.version).toBe(pkg.version);
      // The permissions an upload's inspection records, read from the same manifest.
      expect(pkg.permissions).toEqual(manifest.permissions ?? []);
      expect(pkg.host_permissions).toEqual(manifest.host_permissions ?? []);
      expect(pkg.file_name).toMatch(/^[A-Za-z0-9.,-]+\.zip$/);
      const icon = await sharp(await readZipEntry(zip, 'icons/icon128.png')).metadata();
      expect(icon.width).toBe(128);
    }
    // Every one would pass an upload: Chromium can load it, each file its manifest names is in it.
    for (const [key, report] of await storedPackageReports(db, storage)) {
      expect(report.errors, key).toEqual([]);
    }
  });

  it('creates the demo accounts with working passwords and the right ages', async () => {
    const today = new Date();
    for (const account of DEMO_ACCOUNTS) {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(account.password, user.password_hash)).toBe(true);
      expect(ageOn(user.birth_date, today), account.role).toBe(account.age);
      expect(user.is_admin).toBe(account.role === 'administrator');
    }
    const child = DEMO_ACCOUNTS.find((account) => account.role === 'child')!;
    expect(child.age).toBe(10);
    const newcomer = await db
      .selectFrom('creators')
      .innerJoin('users', 'users.id', 'creators.user_id')
      .select(['creators.terms_agreed_at', 'creators.developer_terms_agreed_at'])
      .where('users.email', '=', 'newcomer@lagoon.test')
      .executeTakeFirstOrThrow();
    expect(newcomer.terms_agreed_at).not.toBeNull();
    expect(newcomer.developer_terms_agreed_at).toBeNull();
    expect(
      ageOn(
        birthDateForAge(10, new Date('2024-02-29T12:00:00Z')),
        new Date('2024-02-29T12:00:00Z'),
      ),
    ).toBe(10);
  });

  it('gives the developer items in every review state and visibility, of both kinds', async () => {
    const creator = await db
      .selectFrom('creators')
      .innerJoin('users', 'users.id', 'creators.user_id')
      .select([
        'creators.id',
        'creators.name',
        'creators.homepage',
        'creators.terms_agreed_at',
        'creators.developer_terms_agreed_at',
      ])
      .where('users.email', '=', 'developer@lagoon.test')
      .executeTakeFirstOrThrow();
    expect(creator.name).toBe('Dana Studio');
    expect(creator.homepage).toBe('https://dana.example');
    expect(creator.terms_agreed_at).not.toBeNull();
    expect(creator.developer_terms_agreed_at).not.toBeNull();
    const items = await db
      .selectFrom('items')
      .select(['review_state', 'visibility', 'product_type'])
      .where('creator_id', '=', creator.id)
      .execute();
    expect(new Set(items.map((item) => item.review_state))).toEqual(new Set(REVIEW_STATES));
    expect(new Set(items.map((item) => item.visibility))).toEqual(new Set(VISIBILITIES));
    expect(items.some((item) => item.product_type === 'extension')).toBe(true);
    expect(items.some((item) => ['app', 'pwa', 'shortcut'].includes(item.product_type))).toBe(true);
  });

  it('flags the update in review that reaches every site and runs remote code, and only it', async () => {
    const { id } = await db
      .selectFrom('items')
      .innerJoin('localizations', 'localizations.listing_id', 'items.draft_listing_id')
      .select('items.id')
      .where('localizations.name', '=', 'Word Counter')
      .executeTakeFirstOrThrow();
    const admin = await signedInAdmin(testApp);
    const response = await admin.get('/admin/api/review-flags?hl=en');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = jsonOf<ReviewQueueFlags>(response);
    const update = items.find((item) => item.extensionId === id);
    expect(update?.filesRead).toBe(true);
    const flags = update?.flags ?? [];
    const remote = flags.find((flag) => flag.kind === 'remoteCode');
    expect(remote?.hints.map((hint) => [hint.path, hint.pattern, hint.excerpt])).toEqual([
      ['background.js', 'eval', 'const rules = eval(source);'],
      [
        'background.js',
        'remoteImport',
        "importScripts('https://cdn.word-rules.example/rules/latest.js');",
      ],
    ]);
    expect(flags.filter((flag) => flag.kind !== 'remoteCode')).toEqual([
      { kind: 'newPermissions', permissions: ['scripting'] },
      { kind: 'newHostPermissions', hostPermissions: ['https://*/*'] },
    ]);
    // The rest of the queue is ordinary demo packages: the flagged one stands out.
    const others = items.filter((item) => item.extensionId !== id);
    expect(others.length).toBeGreaterThan(2);
    expect(others.filter((item) => item.flags.length > 0)).toEqual([]);
  });
});

describe('the demo catalog ratings', () => {
  interface AggregateRow {
    id: string;
    rating_count: number;
    rating_sum: number;
    rating_stars: number[];
    rating_text_count: number;
    rows: number[];
    written: number;
  }

  async function aggregates(): Promise<AggregateRow[]> {
    const { rows } = await sql<AggregateRow>`
      select i.id, i.rating_count, i.rating_sum, i.rating_stars, i.rating_text_count, r.rows,
        r.written
      from items i cross join lateral (
        select array[
            count(*) filter (where score = 1), count(*) filter (where score = 2),
            count(*) filter (where score = 3), count(*) filter (where score = 4),
            count(*) filter (where score = 5)
          ]::int[] as rows,
          count(*) filter (where text is not null)::int as written
        from ratings where item_id = i.id and hidden_at is null) r
      order by i.id`.execute(db);
    return rows;
  }

  const countOf = (stars: number[]) => stars.reduce((sum, value) => sum + value, 0);
  const sumOf = (stars: number[]) =>
    stars.reduce((sum, value, index) => sum + value * (index + 1), 0);

  it('gives every item the aggregate of its base plus its rating rows', async () => {
    // Packaged items get their ids from keys made at seeding; names tell the items apart.
    const nameOf = (item: ItemPlan) =>
      `${item.productType}:${(item.published ?? item.draft)?.localizations[0]?.name}`;
    const plan = new Map(
      buildDemoPlan(new Date(), new ImageBatch()).items.map((item) => [nameOf(item), item]),
    );
    const names = new Map(
      (
        await db
          .selectFrom('items')
          .innerJoin('localizations', (join) =>
            join
              .on(sql<boolean>`localizations.listing_id =
                coalesce(items.published_listing_id, items.draft_listing_id)`)
              .on('localizations.locale', '=', 'en'),
          )
          .select(['items.id', 'items.product_type', 'localizations.name'])
          .execute()
      ).map((row) => [row.id, `${row.product_type}:${row.name}`]),
    );
    const rows = await aggregates();
    expect(rows).toHaveLength(plan.size);
    for (const row of rows) {
      const planned = plan.get(names.get(row.id) ?? '');
      expect(planned, row.id).toBeDefined();
      const base = planned!.ratingBase;
      expect(countOf(row.rating_stars), row.id).toBe(row.rating_count);
      expect(sumOf(row.rating_stars), row.id).toBe(row.rating_sum);
      expect(row.rating_count - countOf(row.rows), row.id).toBe(base.count);
      expect(row.rating_sum - sumOf(row.rows), row.id).toBe(base.sum);
      const expected = combineAggregate(base, { stars: row.rows, written: row.written });
      expect(row.rating_stars, row.id).toEqual(expected.stars);
      expect(row.rating_text_count, row.id).toBe(expected.textCount);
      row.rows.forEach((value, index) => {
        expect(row.rating_stars[index]).toBeGreaterThanOrEqual(value);
      });
      expect(row.rating_text_count).toBeGreaterThanOrEqual(row.written);
    }
    // The migration's backfill finds the seeded aggregates already right.
    await backfillRatingStars(db as unknown as Kysely<unknown>);
    expect(await aggregates()).toEqual(rows);
  });

  it('reviews the popular listed items, 3 to 12 ratings each, never by their developer', async () => {
    const listed = await db
      .selectFrom('items')
      .innerJoin('creators', 'creators.id', 'items.creator_id')
      .leftJoin('ratings', 'ratings.item_id', 'items.id')
      .select([
        'items.id',
        'items.usercount',
        'items.first_approved_at',
        'creators.user_id as owner',
        sql<number>`count(ratings.item_id)::int`.as('ratings'),
        sql<number>`count(distinct ratings.user_id)::int`.as('raters'),
        sql<number>`count(*) filter (where ratings.user_id = creators.user_id)::int`.as('own'),
        sql<Date | null>`min(ratings.created_at)`.as('first'),
        sql<Date | null>`max(ratings.created_at)`.as('last'),
      ])
      .where(LISTED)
      .groupBy(['items.id', 'creators.user_id'])
      .orderBy('items.usercount', 'desc')
      .execute();
    const reviewed = listed.filter((item) => item.ratings > 0);
    expect(reviewed.length).toBeGreaterThan(listed.length / 2);
    // What the home page and the popular lists show first all have reviews.
    expect(listed.slice(0, 30).every((item) => item.ratings > 0)).toBe(true);
    for (const item of reviewed) {
      expect(item.ratings, item.id).toBeGreaterThanOrEqual(3);
      expect(item.ratings, item.id).toBeLessThanOrEqual(12);
      expect(item.raters, item.id).toBe(item.ratings);
      expect(item.own, item.id).toBe(0);
      expect(item.first!.getTime()).toBeGreaterThanOrEqual(item.first_approved_at!.getTime());
      expect(item.last!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const unlisted = await db
      .selectFrom('ratings')
      .innerJoin('items', 'items.id', 'ratings.item_id')
      .select(sql<number>`count(*)::int`.as('count'))
      .where(sql<boolean>`not (${LISTED})`)
      .executeTakeFirstOrThrow();
    expect(unlisted.count).toBe(0);
    // The accounts people sign in with have rated and voted on nothing.
    const demo = await db
      .selectFrom('users')
      .select([
        sql<number>`(select count(*) from ratings r where r.user_id = users.id)::int`.as('rated'),
        sql<number>`(select count(*) from rating_votes v where v.user_id = users.id)::int`.as(
          'voted',
        ),
      ])
      .where(
        'email',
        'in',
        DEMO_ACCOUNTS.map((account) => account.email),
      )
      .execute();
    expect(demo).toHaveLength(DEMO_ACCOUNTS.length);
    expect(demo.every((user) => user.rated === 0 && user.voted === 0)).toBe(true);
  });

  it('writes readable reviews in English and Korean, with versions, and some scores alone', async () => {
    const ratings = await db
      .selectFrom('ratings')
      .innerJoin('items', 'items.id', 'ratings.item_id')
      .select(['ratings.text', 'ratings.version', 'ratings.score', 'items.product_type'])
      .execute();
    const texts = ratings.map((rating) => rating.text).filter((text) => text !== null);
    const korean = new Set(texts.filter((text) => /[가-힣]/.test(text)));
    const english = new Set(texts.filter((text) => !/[가-힣]/.test(text)));
    expect(korean.size).toBeGreaterThanOrEqual(30);
    expect(english.size).toBeGreaterThanOrEqual(30);
    expect(texts.every((text) => text.trim().length > 0 && !text.includes('{name}'))).toBe(true);
    expect(ratings.some((rating) => rating.text === null)).toBe(true);
    expect(new Set(ratings.map((rating) => rating.score))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const rating of ratings) {
      if (rating.product_type === 'extension' || rating.product_type === 'sidebar') {
        expect(rating.version).toMatch(/^\d+\.\d+\.\d+$/);
      } else {
        expect(rating.version).toBeNull();
      }
    }
  });

  it('counts helpful votes exactly, none by the review author', async () => {
    const ratings = await db
      .selectFrom('ratings')
      .select([
        'ratings.id',
        'ratings.helpful_count',
        sql<number>`(select count(*) from rating_votes v where v.rating_id = ratings.id)::int`.as(
          'votes',
        ),
        sql<number>`(select count(*) from rating_votes v
          where v.rating_id = ratings.id and v.user_id = ratings.user_id)::int`.as('own'),
      ])
      .execute();
    for (const rating of ratings) {
      expect(rating.helpful_count, String(rating.id)).toBe(rating.votes);
      expect(rating.own).toBe(0);
    }
    expect(ratings.filter((rating) => rating.votes > 0).length).toBeGreaterThan(ratings.length / 4);
  });

  it("answers some critical reviews from the developer's account, in the review's language", async () => {
    const replies = await db
      .selectFrom('rating_replies')
      .innerJoin('ratings', 'ratings.id', 'rating_replies.rating_id')
      .innerJoin('items', 'items.id', 'ratings.item_id')
      .innerJoin('creators', 'creators.id', 'items.creator_id')
      .select([
        'rating_replies.author_id',
        'rating_replies.text as reply',
        'rating_replies.created_at as replied',
        'ratings.text',
        'ratings.score',
        'ratings.created_at',
        'creators.user_id as owner',
      ])
      .execute();
    expect(replies.length).toBeGreaterThanOrEqual(10);
    for (const reply of replies) {
      expect(reply.author_id).toBe(reply.owner);
      expect(reply.score).toBeLessThanOrEqual(3);
      expect(reply.replied.getTime()).toBeGreaterThanOrEqual(reply.created_at.getTime());
      expect(/[가-힣]/.test(reply.reply), reply.reply).toBe(/[가-힣]/.test(reply.text ?? ''));
    }
    expect(replies.some((reply) => /[가-힣]/.test(reply.reply))).toBe(true);
    expect(replies.some((reply) => !/[가-힣]/.test(reply.reply))).toBe(true);
  });
  it('leaves a few critical reviews reported, by people other than their author and developer', async () => {
    const reports = await db
      .selectFrom('rating_reports')
      .innerJoin('ratings', 'ratings.id', 'rating_reports.rating_id')
      .innerJoin('items', 'items.id', 'ratings.item_id')
      .innerJoin('creators', 'creators.id', 'items.creator_id')
      .select([
        'rating_reports.reporter_id',
        'rating_reports.resolved_at',
        'rating_reports.created_at as reported',
        'ratings.user_id as author',
        'ratings.score',
        'ratings.text',
        'ratings.created_at',
        'creators.user_id as owner',
      ])
      .execute();
    expect(reports.length).toBeGreaterThanOrEqual(4);
    for (const report of reports) {
      expect(report.resolved_at).toBeNull();
      expect(report.reporter_id).not.toBe(report.author);
      expect(report.reporter_id).not.toBe(report.owner);
      expect(report.score).toBeLessThanOrEqual(3);
      expect(report.text).not.toBeNull();
      expect(report.reported.getTime()).toBeGreaterThanOrEqual(report.created_at.getTime());
    }
  });
});

describe('seedLargeCatalog', () => {
  it('adds the requested number of listed extensions', async () => {
    const countListed = async () =>
      (
        await db
          .selectFrom('items')
          .select(sql<number>`count(*)::int`.as('count'))
          .where(PUBLIC)
          .where('published_listing_id', 'is not', null)
          .where('product_type', 'in', ['extension', 'sidebar'])
          .executeTakeFirstOrThrow()
      ).count;
    const before = await countListed();
    expect(await seedLargeCatalog(db, storage, 2000)).toEqual({ added: 2000, total: 2000 });
    expect(await countListed()).toBe(before + 2000);
    // A second run continues the sequence instead of repeating ids.
    expect(await seedLargeCatalog(db, storage, 10)).toEqual({ added: 10, total: 2010 });
    const orphans = await db
      .selectFrom('listings')
      .leftJoin('localizations', 'localizations.listing_id', 'listings.id')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('localizations.listing_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(orphans.count).toBe(0);
  }, 120_000);
});
