import {
  buildDemoPlan,
  type CatalogPlan,
  DEMO_ACCOUNTS,
  DEMO_CATALOG_SEED,
  DEMO_CREATOR,
  DEMO_SOCIAL_LINKS,
  DEVELOPER_KEY,
  type DemoRole,
  ImageBatch,
  NEWCOMER_CREATOR,
  planEvents,
  planMobileSites,
} from '@lagoon/demo-catalog';
import { birthDateForAge } from '../accounts/age.js';
import { hashPassword } from '../accounts/password.js';
import { writeSocialLinks } from '../catalog/social-link-commands.js';
import type { Db } from '../db/database.js';
import type { ImageKind } from '../media/images.js';
import type { ExtensionKey } from '../publishing/package/extension-key.js';
import type { FileStorage } from '../storage/storage.js';
import { defaultArtCacheDir, drawDemoArt } from './art-cache.js';
import { seedCategories } from './categories.js';
import { writeEvents } from './events.js';
import { demoKeyMaker } from './handed-keys.js';
import { mapLimit } from './images.js';
import { assignItemKeys, packagedItems } from './item-keys.js';
import { writeMobileSites } from './mobile-sites.js';
import { writeReviewHistory } from './review-history.js';
import {
  ensureCatalogCreators,
  ensureCreator,
  ensureRaters,
  ensureUser,
  storePackages,
  writeItem,
  writeRatings,
} from './write.js';

/** The settings key that records a finished demo seed. */
export const DEMO_SEEDED_KEY = 'demo_seeded';

export interface SeedOptions {
  /** Seals the private keys of the demo items (see loadKeySecret). */
  keySecret: Buffer;
  /**
   * Makes each packaged demo item's key: by default the keys `npm start` made while it
   * installed and built (handed-keys.ts), then new RSA keys generated on the thread pool (about
   * half of a first start's work), each sealed with `keySecret`. Tests that seed the catalog
   * often hand out keys they made once.
   */
  makeItemKey?: () => Promise<ExtensionKey>;
  /**
   * Where the drawn pictures are kept for the next first start (see art-cache.ts): by default
   * beside the installed packages; null draws them without keeping them.
   */
  artCacheDir?: string | null;
  log?: (message: string) => void;
}

/** True once the demo catalog has been written to this database. */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', DEMO_SEEDED_KEY)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty store with the demo catalog: accounts, developers, extensions, wallpapers,
 * web apps, banners, contest winners and reviews. Images and packages are stored first (they
 * are content-addressed, so leftovers of an interrupted run are harmless); every row is then
 * written in one transaction together with the completion mark, so a seed either happened
 * completely or not at all, and a restart never seeds twice.
 */
export async function seedDemoCatalog(
  db: Db,
  storage: FileStorage,
  options: SeedOptions,
): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  if (await isDemoSeeded(db)) return { seeded: false };

  const started = Date.now();
  const now = new Date();
  const images = new ImageBatch();
  const plan = buildDemoPlan(now, images);
  const mobileSites = planMobileSites(images);
  // The pictures do not depend on the items' ids, so they are stored (or drawn) while the
  // item keys are made: a first start whose keys were not all made ahead makes the rest
  // meanwhile instead of before.
  const [art, { keyMaker, itemKeys }] = await Promise.all([
    drawDemoArt(
      images,
      shownImageKinds(plan),
      storage,
      options.artCacheDir === undefined ? defaultArtCacheDir() : options.artCacheDir,
      log,
    ),
    (async () => {
      // Keys `npm start` made while it installed and built come first (see handed-keys.ts).
      const keyMaker = options.makeItemKey
        ? null
        : await demoKeyMaker(options.keySecret, packagedItems(plan).length);
      const itemKeys = await assignItemKeys(plan, options.makeItemKey ?? keyMaker!.makeKey);
      return { keyMaker, itemKeys };
    })(),
  ]);
  // After the keys: packaged items take the ids their keys give them.
  const events = planEvents(plan);
  const { images: rendered, copies: imageCopies } = art;
  const packages = await storePackages(plan, rendered, storage);
  log(
    `${art.fromCache ? 'Stored the kept' : 'Drew'} ${rendered.size} images ` +
      `(${imageCopies.size} with WebP copies), built ${packages.size} packages and made ` +
      `${itemKeys.size} item keys` +
      (keyMaker && keyMaker.handed > 0 ? ` (${keyMaker.handed} made while npm start built)` : ''),
  );

  const demoHashes = await mapLimit(DEMO_ACCOUNTS, 4, (account) => hashPassword(account.password));

  const seeded = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({
        key: DEMO_SEEDED_KEY,
        value: JSON.stringify({ seed: DEMO_CATALOG_SEED, seededAt: now.toISOString() }),
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;

    await seedCategories(trx);

    const { userIds, creatorIds } = await ensureCatalogCreators(trx, now);
    const demoUserIds = new Map<DemoRole, string>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const id = await ensureUser(trx, {
        email: account.email,
        passwordHash: demoHashes[index]!,
        nickname: account.nickname,
        birthDate: birthDateForAge(account.age, now),
        isAdmin: account.role === 'administrator',
      });
      demoUserIds.set(account.role, id);
    }
    const developerId = demoUserIds.get('developer')!;
    userIds.set(DEVELOPER_KEY, developerId);
    creatorIds.set(DEVELOPER_KEY, await ensureCreator(trx, developerId, DEMO_CREATOR, now));
    await ensureCreator(trx, demoUserIds.get('newcomer')!, NEWCOMER_CREATOR, now, {
      developerTermsAgreed: false,
    });

    const raterIds = await ensureRaters(trx, now);
    const context = { creatorIds, userIds, raterIds, images: rendered, imageCopies, packages };
    for (const item of plan.items) await writeItem(trx, item, context);
    await writeRatings(trx, plan.items, context);
    if (itemKeys.size > 0) {
      await trx
        .insertInto('item_keys')
        .values(
          [...itemKeys.values()].map((key) => ({
            item_id: key.id,
            public_key: key.publicKey,
            private_key: key.sealedPrivateKey,
          })),
        )
        .execute();
    }
    await writeReviewHistory(trx, demoUserIds.get('administrator')!, now);

    await trx
      .insertInto('banners')
      .values(
        plan.banners.map((banner) => ({
          type: banner.type,
          link_url: banner.linkUrl,
          image_key: rendered.get(banner.image.id)!.key,
          derivatives: JSON.stringify(imageCopies.get(banner.image.id) ?? {}),
          title_en: banner.titleEn,
          title_ko: banner.titleKo,
          description_en: banner.descriptionEn,
          description_ko: banner.descriptionKo,
          background_color: banner.backgroundColor,
          position: banner.position,
        })),
      )
      .execute();
    await writeMobileSites(trx, mobileSites, rendered);
    await writeSocialLinks(trx, DEMO_SOCIAL_LINKS);
    await writeEvents(trx, events, rendered, imageCopies);
    await trx
      .insertInto('winners')
      .values(
        plan.winners.map((winner) => ({
          year: winner.year,
          prize: winner.prize,
          item_id: winner.itemId,
          position: winner.position,
          created_at: winner.createdAt,
        })),
      )
      .execute();
    return true;
  });

  if (seeded) {
    log(
      `Seeded the demo catalog: ${plan.items.length} items, ${plan.banners.length} banners, ` +
        `${plan.winners.length} contest winners and ${ratingCount(plan)} ratings in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return { seeded };
}

/** The rating rows of the catalog, reviews and bare scores. */
function ratingCount(plan: CatalogPlan): number {
  return plan.items.reduce((sum, item) => sum + item.ratings.length, 0);
}

/** The kind of each image listings and banners show: its copies follow the kind's rules. */
export function shownImageKinds(plan: CatalogPlan): Map<string, ImageKind> {
  const kinds = new Map<string, ImageKind>();
  for (const item of plan.items) {
    for (const listing of [item.published, item.draft]) {
      for (const media of listing?.media ?? []) {
        kinds.set(media.image.id, media.kind === 'theme' ? 'wallpaper' : media.kind);
      }
    }
  }
  for (const banner of plan.banners) kinds.set(banner.image.id, 'banner');
  return kinds;
}
