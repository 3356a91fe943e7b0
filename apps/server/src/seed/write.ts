import { randomBytes } from 'node:crypto';
import {
  CATALOG_CREATORS,
  type CatalogPlan,
  DEMO_RATERS,
  type ItemPlan,
  itemAggregate,
  type ListingPlan,
  type PackagePlan,
} from '@lagoon/demo-catalog';
import { sql, type Transaction } from 'kysely';
import { birthDateForAge } from '../accounts/age.js';
import { hashPassword } from '../accounts/password.js';
import { starsLiteral } from '../db/rating-stars.js';
import type { Database } from '../db/schema.js';
import { writeDeterministicZip } from '../distribution/repack.js';
import type { FileStorage, StoredFile } from '../storage/storage.js';
import type { RenderedImage } from './images.js';

type Trx = Transaction<Database>;

/** Builds each package's zip (manifest, icon, a page) and stores it; returns them by plan. */
export async function storePackages(
  plan: CatalogPlan,
  images: Map<string, RenderedImage>,
  storage: FileStorage,
): Promise<Map<PackagePlan, StoredFile>> {
  const stored = new Map<PackagePlan, StoredFile>();
  for (const item of plan.items) {
    for (const listing of [item.published, item.draft]) {
      const pkg = listing?.package;
      if (!pkg || stored.has(pkg)) continue;
      const icon = images.get(pkg.icon.id);
      if (!icon) throw new Error(`Icon ${pkg.icon.id} was not drawn`);
      const zip = await writeDeterministicZip([
        { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(pkg.manifest, null, 2)}\n`) },
        { name: 'icons/icon128.png', data: icon.data },
        ...Object.entries(pkg.extraFiles).map(([name, text]) => ({
          name,
          data: Buffer.from(text),
        })),
      ]);
      stored.set(pkg, await storage.put(zip, 'zip'));
    }
  }
  return stored;
}

export interface WriteContext {
  creatorIds: Map<string, string>;
  /** The accounts of the items' owners, by owner key. */
  userIds: Map<string, string>;
  /** The demo raters' accounts, by rater key. */
  raterIds: Map<string, string>;
  images: Map<string, RenderedImage>;
  /** The WebP copies of the images listings show, by image id. */
  imageCopies: Map<string, Record<string, string>>;
  packages: Map<PackagePlan, StoredFile>;
}

function imageKey(context: WriteContext, id: string): string {
  const image = context.images.get(id);
  if (!image) throw new Error(`Image ${id} was not drawn`);
  return image.key;
}

/** The API permissions and host patterns a Manifest V3 manifest asks for, as strings. */
function declaredPermissions(manifest: Record<string, unknown>): {
  permissions: string[];
  host_permissions: string[];
} {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  return {
    permissions: [...new Set(strings(manifest.permissions))],
    host_permissions: [...new Set(strings(manifest.host_permissions))],
  };
}

async function writeListing(
  trx: Trx,
  item: ItemPlan,
  listing: ListingPlan,
  context: WriteContext,
): Promise<number> {
  let packageId: number | null = null;
  if (listing.package) {
    const file = context.packages.get(listing.package);
    if (!file) throw new Error(`Package of ${item.id} was not stored`);
    const row = await trx
      .insertInto('packages')
      .values({
        item_id: item.id,
        file_key: file.key,
        file_name: listing.package.fileName,
        manifest: JSON.stringify(listing.package.manifest),
        // What an upload's inspection records, so the demo's packages answer like uploaded ones
        // (a group's entries, for one, say which permissions Chromium would refuse).
        ...declaredPermissions(listing.package.manifest),
        manifest_version: 3,
        version: listing.package.version,
        size: file.size,
        sha256: file.sha256,
        created_at: listing.package.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    packageId = row.id;
  }
  const { id: listingId } = await trx
    .insertInto('listings')
    .values({
      item_id: item.id,
      category_code: listing.categoryCode,
      default_locale: listing.defaultLocale,
      regions: listing.regions,
      mature_content: listing.matureContent,
      change_log: listing.changeLog,
      package_id: packageId,
      web_url: listing.webUrl,
      web_manifest: listing.webManifest ? JSON.stringify(listing.webManifest) : null,
      theme: listing.theme ? JSON.stringify(listing.theme) : null,
      created_at: listing.createdAt,
      updated_at: listing.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('localizations')
    .values(
      listing.localizations.map((localization) => ({
        listing_id: listingId,
        locale: localization.locale,
        name: localization.name,
        short_description: localization.shortDescription,
        description: localization.description,
      })),
    )
    .execute();
  if (listing.media.length > 0) {
    await trx
      .insertInto('media')
      .values(
        listing.media.map((media) => ({
          listing_id: listingId,
          kind: media.kind,
          locale: media.locale,
          file_key: imageKey(context, media.image.id),
          derivatives: JSON.stringify(context.imageCopies.get(media.image.id) ?? {}),
          width: media.image.width,
          height: media.image.height,
          position: media.position,
          like_count: media.likeCount,
          created_at: media.createdAt,
        })),
      )
      .execute();
  }
  return listingId;
}

/**
 * Writes one item with its listings, packages and media. Its rating aggregate already counts
 * the rating rows writeRatings adds once every item is there.
 */
export async function writeItem(trx: Trx, item: ItemPlan, context: WriteContext): Promise<void> {
  const creatorId = context.creatorIds.get(item.ownerKey);
  if (!creatorId) throw new Error(`Unknown creator ${item.ownerKey}`);
  const aggregate = itemAggregate(item);
  await trx
    .insertInto('items')
    .values({
      id: item.id,
      creator_id: creatorId,
      product_type: item.productType,
      provider: item.provider,
      review_state: item.reviewState,
      visibility: item.visibility,
      blocked: item.blocked,
      blocked_reason: item.blockedReason,
      pick: item.pick,
      usercount: item.usercount,
      downloadcount: item.downloadcount,
      like_count: item.likeCount,
      rating_count: aggregate.count,
      rating_sum: aggregate.sum,
      rating_stars: starsLiteral(aggregate.stars),
      rating_text_count: aggregate.textCount,
      web_domain: item.webDomain,
      first_approved_at: item.firstApprovedAt,
      last_approved_at: item.lastApprovedAt,
      created_at: item.createdAt,
      updated_at: item.updatedAt,
    })
    .execute();
  const publishedId = item.published
    ? await writeListing(trx, item, item.published, context)
    : null;
  const draftId = item.draft ? await writeListing(trx, item, item.draft, context) : null;
  await trx
    .updateTable('items')
    .set({ published_listing_id: publishedId, draft_listing_id: draftId })
    .where('id', '=', item.id)
    .execute();
}

/** Rows per INSERT: a few thousand parameters each, well under PostgreSQL's limit. */
const ROWS_PER_INSERT = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<void>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

function idOf(ids: Map<string, string>, key: string, what: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Unknown ${what} ${key}`);
  return id;
}

/**
 * The rating rows of every item, their helpful votes (the rating's helpful_count is their
 * number) and the developers' replies, a few statements for the whole catalog. `raterIds`
 * holds the raters' accounts by key; replies come from the item owner's account (userIds).
 */
export async function writeRatings(
  trx: Trx,
  items: readonly ItemPlan[],
  context: WriteContext,
): Promise<void> {
  const ratings = items.flatMap((item) =>
    item.ratings.map((rating) => ({
      rating,
      itemId: item.id,
      userId: idOf(context.raterIds, rating.raterKey, 'rater'),
    })),
  );
  // One rating per user and item: the pair names the row its insert returns.
  const ratingIds = new Map<string, number>();
  await insertInChunks(ratings, async (chunk) => {
    const rows = await trx
      .insertInto('ratings')
      .values(
        chunk.map(({ rating, itemId, userId }) => ({
          item_id: itemId,
          user_id: userId,
          score: rating.score,
          text: rating.text,
          version: rating.version,
          helpful_count: rating.helpful.length,
          created_at: rating.createdAt,
          updated_at: rating.createdAt,
        })),
      )
      .returning(['id', 'item_id', 'user_id'])
      .execute();
    for (const row of rows) ratingIds.set(`${row.item_id}:${row.user_id}`, row.id);
  });
  const ratingId = (itemId: string, userId: string) => {
    const id = ratingIds.get(`${itemId}:${userId}`);
    if (id === undefined) throw new Error(`The rating of ${itemId} by ${userId} was not written`);
    return id;
  };
  const votes = ratings.flatMap(({ rating, itemId, userId }) =>
    rating.helpful.map((vote) => ({
      rating_id: ratingId(itemId, userId),
      user_id: idOf(context.raterIds, vote.raterKey, 'rater'),
      created_at: vote.createdAt,
    })),
  );
  await insertInChunks(votes, async (chunk) => {
    await trx.insertInto('rating_votes').values(chunk).execute();
  });
  const owners = new Map(items.map((item) => [item.id, item.ownerKey]));
  const replies = ratings.flatMap(({ rating, itemId, userId }) =>
    rating.reply
      ? [
          {
            rating_id: ratingId(itemId, userId),
            author_id: idOf(context.userIds, owners.get(itemId) ?? '', 'owner'),
            text: rating.reply.text,
            created_at: rating.reply.createdAt,
            updated_at: rating.reply.createdAt,
          },
        ]
      : [],
  );
  await insertInChunks(replies, async (chunk) => {
    await trx.insertInto('rating_replies').values(chunk).execute();
  });
  const reports = ratings.flatMap(({ rating, itemId, userId }) =>
    rating.reports.map((report) => ({
      rating_id: ratingId(itemId, userId),
      reporter_id: idOf(context.raterIds, report.raterKey, 'rater'),
      reason: report.reason,
      text: report.text,
      created_at: report.createdAt,
    })),
  );
  await insertInChunks(reports, async (chunk) => {
    await trx.insertInto('rating_reports').values(chunk).execute();
  });
}

export interface AccountRow {
  email: string;
  passwordHash: string;
  nickname: string;
  birthDate: string;
  isAdmin: boolean;
}

/**
 * The id of the account with this email, created when missing. An account someone already
 * made keeps its password: seeding never takes over a real login.
 */
export async function ensureUser(trx: Trx, account: AccountRow): Promise<string> {
  const existing = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', account.email.toLowerCase())
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await trx
    .insertInto('users')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      nickname: account.nickname,
      birth_date: account.birthDate,
      is_admin: account.isAdmin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The creator profile of a user, created (with both terms agreed) when missing. */
export async function ensureCreator(
  trx: Trx,
  userId: string,
  profile: { name: string; email: string; homepage: string | null },
  agreedAt: Date,
  options: { developerTermsAgreed?: boolean } = {},
): Promise<string> {
  const existing = await trx
    .selectFrom('creators')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await trx
    .insertInto('creators')
    .values({
      user_id: userId,
      name: profile.name,
      email: profile.email,
      homepage: profile.homepage,
      terms_agreed_at: agreedAt,
      developer_terms_agreed_at: options.developerTermsAgreed === false ? null : agreedAt,
      updated_at: agreedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Accounts and creator profiles of the catalog's developers, keyed by creator key. Nobody can
 * sign in with them: each password is random and forgotten.
 */
export async function ensureCatalogCreators(
  trx: Trx,
  now: Date,
): Promise<{ userIds: Map<string, string>; creatorIds: Map<string, string> }> {
  const userIds = new Map<string, string>();
  const creatorIds = new Map<string, string>();
  for (const creator of CATALOG_CREATORS) {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', creator.email.toLowerCase())
      .executeTakeFirst();
    const userId =
      existing?.id ??
      (await ensureUser(trx, {
        email: creator.email,
        passwordHash: await hashPassword(randomBytes(24).toString('base64')),
        nickname: creator.name,
        birthDate: birthDateForAge(creator.age, now),
        isAdmin: false,
      }));
    userIds.set(creator.key, userId);
    creatorIds.set(creator.key, await ensureCreator(trx, userId, creator, now));
  }
  return { userIds, creatorIds };
}

/**
 * The demo raters' accounts by key, created when missing (in one statement), without a
 * password: they exist so the catalog's reviews have authors.
 */
export async function ensureRaters(trx: Trx, now: Date): Promise<Map<string, string>> {
  const byEmail = new Map(DEMO_RATERS.map((rater) => [rater.email.toLowerCase(), rater]));
  const existing = await trx
    .selectFrom('users')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where(sql<string>`lower(email)`, 'in', [...byEmail.keys()])
    .execute();
  const ids = new Map<string, string>();
  for (const row of existing) ids.set(byEmail.get(row.email)!.key, row.id);
  const missing = DEMO_RATERS.filter((rater) => !ids.has(rater.key));
  if (missing.length > 0) {
    const rows = await trx
      .insertInto('users')
      .values(
        missing.map((rater) => ({
          email: rater.email,
          password_hash: null,
          nickname: rater.nickname,
          birth_date: birthDateForAge(rater.age, now),
          is_admin: false,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    for (const row of rows) ids.set(byEmail.get(row.email.toLowerCase())!.key, row.id);
  }
  return ids;
}
