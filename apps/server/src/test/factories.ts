import type { ProductType, ReviewState, Visibility } from '@lagoon/contract';
import { birthDateForAge } from '../accounts/age.js';
import { hashPassword } from '../accounts/password.js';
import { createSession, SESSION_COOKIE } from '../accounts/session.js';
import { newItemId } from '../catalog/item-id.js';
import type { Db } from '../db/database.js';
import { type TestApp, TestClient } from './app.js';

let sequence = 0;
const next = () => ++sequence;

export interface UserOptions {
  age?: number;
  isAdmin?: boolean;
  nickname?: string;
  email?: string;
  /** Lets the user sign in with this password; without one only signIn() works. */
  password?: string;
}

/** Inserts a user; tests usually sign in through a session, or with `password` on the portal. */
export async function createUser(db: Db, options: UserOptions = {}) {
  const n = next();
  return db
    .insertInto('users')
    .values({
      email: options.email ?? `user${n}-${Date.now()}@example.test`,
      password_hash: options.password ? await hashPassword(options.password) : 'none',
      nickname: options.nickname ?? `User ${n}`,
      birth_date: birthDateForAge(options.age ?? 30),
      is_admin: options.isAdmin ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Signs a test client in as a user. */
export async function signIn(db: Db, client: TestClient, userId: string): Promise<void> {
  const { token } = await createSession(db, userId);
  client.cookies.set(SESSION_COOKIE, token);
}

/** A new user (an administrator with `isAdmin`) and a client signed in as them. */
export async function signedInUser(t: TestApp, options: UserOptions = {}) {
  const user = await createUser(t.database.db, options);
  const client = new TestClient(t.app);
  await signIn(t.database.db, client, user.id);
  return { user, client };
}

/** `count` new users, each with a client signed in as them, made one after another. */
export async function signedInUsers(t: TestApp, count: number) {
  const made = [];
  for (let index = 0; index < count; index++) made.push(await signedInUser(t));
  return made;
}

/** A new developer who agreed to the terms, and a client signed in as them. */
export async function signedInCreator(t: TestApp, options: UserOptions = {}) {
  const user = await createUser(t.database.db, options);
  const creator = await createCreator(t.database.db, user.id);
  const client = new TestClient(t.app);
  await signIn(t.database.db, client, user.id);
  return { user, creator, client };
}

/** A client signed in as a new administrator. */
export async function signedInAdmin(
  t: TestApp,
  options: Omit<UserOptions, 'isAdmin'> = {},
): Promise<TestClient> {
  return (await signedInUser(t, { ...options, isAdmin: true })).client;
}

/** A client signed in as a new developer who agreed to the terms. */
export async function signedInDeveloper(t: TestApp): Promise<TestClient> {
  return (await signedInCreator(t)).client;
}

/**
 * The people of a moderation test, each signed in: an administrator (Moderator Mia), a second
 * one for decisions someone else made first (Moderator Max), a visitor and a developer.
 */
export async function moderationCast(t: TestApp) {
  return {
    admin: await signedInUser(t, { isAdmin: true, nickname: 'Moderator Mia' }),
    otherAdmin: await signedInUser(t, { isAdmin: true, nickname: 'Moderator Max' }),
    visitor: await signedInUser(t, { nickname: 'Plain Visitor' }),
    developer: await signedInCreator(t, { nickname: 'Item Owner' }),
  };
}

/** Clients that are not administrators, by label: a visitor, a signed-in user, a developer. */
export async function nonAdmins(t: TestApp): Promise<[string, TestClient][]> {
  return [
    ['visitor', new TestClient(t.app)],
    ['user', (await signedInUser(t)).client],
    ['developer', await signedInDeveloper(t)],
  ];
}

/** Registers a user as a developer who agreed to both terms. */
export async function createCreator(db: Db, userId: string, options: { agreed?: boolean } = {}) {
  const agreed = options.agreed ?? true;
  const n = next();
  return db
    .insertInto('creators')
    .values({
      user_id: userId,
      name: `Studio ${n}`,
      email: `studio${n}@example.test`,
      homepage: null,
      terms_agreed_at: agreed ? new Date() : null,
      developer_terms_agreed_at: agreed ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ItemOptions {
  creatorId?: string | null;
  productType?: ProductType;
  reviewState?: ReviewState;
  visibility?: Visibility;
  category?: string | null;
  provider?: string | null;
  names?: { en: string; ko?: string };
  usercount?: number;
  blocked?: boolean;
  createdAt?: Date;
  /** Give the item a published listing (default: when READY_FOR_OPEN). */
  published?: boolean;
  /** Give the item a draft listing (default: when not READY_FOR_OPEN). */
  draft?: boolean;
}

async function createListing(db: Db, itemId: string, options: ItemOptions, label: string) {
  const listing = await db
    .insertInto('listings')
    .values({
      item_id: itemId,
      category_code: options.category ?? 'productivity',
      default_locale: 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const names = options.names ?? { en: `Item ${next()}` };
  await db
    .insertInto('localizations')
    .values([
      {
        listing_id: listing.id,
        locale: 'en',
        name: `${names.en}${label}`,
        description: `About ${names.en}.`,
      },
      ...(names.ko
        ? [
            {
              listing_id: listing.id,
              locale: 'ko',
              name: `${names.ko}${label}`,
              description: `${names.ko} 소개.`,
            },
          ]
        : []),
    ])
    .execute();
  return listing.id;
}

/** Inserts an item with a published and/or draft listing, localized in en (and ko). */
export async function createItem(db: Db, options: ItemOptions = {}) {
  const id = newItemId();
  const reviewState = options.reviewState ?? 'READY_FOR_OPEN';
  await db
    .insertInto('items')
    .values({
      id,
      creator_id: options.creatorId ?? null,
      product_type: options.productType ?? 'extension',
      provider: options.provider ?? null,
      review_state: reviewState,
      visibility: options.visibility ?? 'LISTING',
      blocked: options.blocked ?? false,
      usercount: options.usercount ?? 0,
      created_at: options.createdAt ?? new Date(),
      updated_at: options.createdAt ?? new Date(),
    })
    .execute();
  const published = options.published ?? reviewState === 'READY_FOR_OPEN';
  const draft = options.draft ?? reviewState !== 'READY_FOR_OPEN';
  const publishedId = published ? await createListing(db, id, options, '') : null;
  const draftId = draft ? await createListing(db, id, options, ' (draft)') : null;
  await db
    .updateTable('items')
    .set({
      published_listing_id: publishedId,
      draft_listing_id: draftId,
      // A published listing was approved when it was made, as the review would have done.
      ...(published
        ? {
            first_approved_at: options.createdAt ?? new Date(),
            last_approved_at: options.createdAt ?? new Date(),
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
  return { id, publishedListingId: publishedId, draftListingId: draftId };
}
