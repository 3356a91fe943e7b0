import type { CreatorInput, CreatorUpdate } from '@lagoon/contract';
import type { z } from 'zod';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import type { CreatorRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';

function emptyToNull(value: string | undefined): string | null {
  return value ? value : null;
}

/**
 * Registers a user as a developer, both terms agreed by sending the form; a user who already
 * has a profile (even one made a moment ago by another request) is refused.
 */
export async function registerCreator(
  db: Db,
  userId: string,
  input: z.output<typeof CreatorInput>,
): Promise<CreatorRow> {
  const now = new Date();
  const created = await db
    .insertInto('creators')
    .values({
      user_id: userId,
      name: input.name,
      email: input.email,
      homepage: emptyToNull(input.homepage),
      terms_agreed_at: now,
      developer_terms_agreed_at: now,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!created) throw new AppError('ALREADY_A_CREATOR');
  return created;
}

/** Changes the fields of a developer's profile that were sent; an empty homepage clears it. */
export function updateCreator(
  db: Db,
  creatorId: string,
  input: z.output<typeof CreatorUpdate>,
): Promise<CreatorRow> {
  return db
    .updateTable('creators')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.homepage !== undefined ? { homepage: emptyToNull(input.homepage) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', creatorId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records that the developer agreed to both terms, keeping the time of an earlier agreement. */
export function agreeToTerms(db: Db, creator: CreatorRow): Promise<CreatorRow> {
  const now = new Date();
  return db
    .updateTable('creators')
    .set({
      terms_agreed_at: creator.terms_agreed_at ?? now,
      developer_terms_agreed_at: creator.developer_terms_agreed_at ?? now,
      updated_at: now,
    })
    .where('id', '=', creator.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Deletes a developer's profile and upload sessions, and revokes the account's developer access
 * tokens (each a `token.revoke` line of the log), so none wakes up if the person registers again.
 * Refused with PRODUCT_EXISTS while an item has a published listing, else PRODUCT_DRAFT_EXISTS
 * while any item is left.
 */
export async function withdrawCreator(db: Db, creator: CreatorRow): Promise<void> {
  const items = await db
    .selectFrom('items')
    .select(['id', 'published_listing_id'])
    .where('creator_id', '=', creator.id)
    .execute();
  if (items.some((item) => item.published_listing_id !== null)) {
    throw new AppError('PRODUCT_EXISTS');
  }
  if (items.length > 0) throw new AppError('PRODUCT_DRAFT_EXISTS');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('upload_sessions').where('user_id', '=', creator.user_id).execute();
    await trx.deleteFrom('creators').where('id', '=', creator.id).execute();
    const now = new Date();
    const revoked = await trx
      .updateTable('access_tokens')
      .set({ revoked_at: now, revoked_by: creator.user_id })
      .where('user_id', '=', creator.user_id)
      .where('kind', '=', 'creator')
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'name', 'kind', 'scopes', 'display_prefix', 'expires_at'])
      .execute();
    const owner = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', creator.user_id)
      .executeTakeFirst();
    for (const token of revoked) {
      await recordAction(trx, {
        actorId: creator.user_id,
        action: 'token.revoke',
        target: `token:${token.id}`,
        details: {
          name: token.name,
          kind: token.kind,
          scopes: token.scopes,
          prefix: token.display_prefix,
          expiresAt: token.expires_at.toISOString(),
          owner: owner?.email ?? null,
        },
        reason: 'Left the developer programme',
      });
    }
  });
}
