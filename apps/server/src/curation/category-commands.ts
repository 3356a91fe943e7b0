import type {
  CategoryCreateInput,
  CategoryReorderInput,
  CategoryType,
  CategoryUpdateInput,
  CurationReasonInput,
} from '@lagoon/contract';
import type { z } from 'zod';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError, fieldError } from '../http/errors.js';
import type { CurationActor } from './banner-commands.js';
import { loadCategories } from './category-queries.js';

/** A category's place: its item kind and code. */
export interface CategoryKey {
  type: CategoryType;
  code: string;
}

/** The category, locked for the rest of the transaction; NOT_FOUND when there is none. */
async function lockCategory(trx: Db, { type, code }: CategoryKey) {
  const category = await trx
    .selectFrom('categories')
    .selectAll()
    .where('type', '=', type)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
  if (!category) throw new AppError('NOT_FOUND');
  return category;
}

/** Adds a category last of its kind, with its log line; a code the kind has is refused. */
export async function createCategory(
  db: Db,
  actor: CurationActor,
  input: z.output<typeof CategoryCreateInput>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('categories')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('type', '=', input.type)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto('categories')
      .values({
        type: input.type,
        code: input.code,
        name_en: input.nameEn,
        name_ko: input.nameKo,
        position: last?.max == null ? 0 : Number(last.max) + 1,
      })
      .onConflict((conflict) => conflict.columns(['type', 'code']).doNothing())
      .returning('code')
      .executeTakeFirst();
    if (!inserted) throw fieldError('CATEGORY_EXISTS', 'code', 'CATEGORY_EXISTS', actor.language);
    await recordAction(trx, {
      actorId: actor.actorId,
      action: 'category.create',
      target: `category:${input.type}/${input.code}`,
      details: { nameEn: input.nameEn, nameKo: input.nameKo },
      reason: input.reason,
    });
  });
}

/** Renames a category in the languages whose name differs, logging both names of each. */
export async function renameCategory(
  db: Db,
  actorId: string,
  { type, code }: CategoryKey,
  input: z.output<typeof CategoryUpdateInput>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockCategory(trx, { type, code });
    const changes: Record<string, { before: string; after: string }> = {};
    if (input.nameEn !== undefined && input.nameEn !== before.name_en) {
      changes.nameEn = { before: before.name_en, after: input.nameEn };
    }
    if (input.nameKo !== undefined && input.nameKo !== before.name_ko) {
      changes.nameKo = { before: before.name_ko, after: input.nameKo };
    }
    if (Object.keys(changes).length === 0) return;
    await trx
      .updateTable('categories')
      .set({
        ...(changes.nameEn ? { name_en: changes.nameEn.after } : {}),
        ...(changes.nameKo ? { name_ko: changes.nameKo.after } : {}),
      })
      .where('type', '=', type)
      .where('code', '=', code)
      .execute();
    await recordAction(trx, {
      actorId,
      action: 'category.update',
      target: `category:${type}/${code}`,
      details: { changes },
      reason: input.reason,
    });
  });
}

/**
 * Puts the categories of a kind in the given order. The order must name every category of the
 * kind once, else it was made from a stale list and is refused.
 */
export async function reorderCategories(
  db: Db,
  actor: CurationActor,
  type: CategoryType,
  input: z.output<typeof CategoryReorderInput>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('categories')
      .select('code')
      .where('type', '=', type)
      .orderBy('position')
      .orderBy('code')
      .forUpdate()
      .execute();
    const current = rows.map((row) => row.code);
    const wanted = new Set(input.codes);
    if (
      wanted.size !== input.codes.length ||
      current.length !== input.codes.length ||
      current.some((code) => !wanted.has(code))
    ) {
      throw fieldError('INVALID_REQUEST', 'codes', 'admin.curation.order.stale', actor.language);
    }
    for (const [position, code] of input.codes.entries()) {
      await trx
        .updateTable('categories')
        .set({ position })
        .where('type', '=', type)
        .where('code', '=', code)
        .execute();
    }
    await recordAction(trx, {
      actorId: actor.actorId,
      action: 'category.reorder',
      target: `categories:${type}`,
      details: { before: current, after: input.codes },
      reason: input.reason,
    });
  });
}

/** Deletes a category, with its log line; one a listing is filed under is refused. */
export async function deleteCategory(
  db: Db,
  actorId: string,
  { type, code }: CategoryKey,
  input: z.output<typeof CurationReasonInput>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const category = await lockCategory(trx, { type, code });
    const usage = (await loadCategories(trx, type)).find((entry) => entry.code === code);
    if (usage && usage.listingCount > 0) throw new AppError('CATEGORY_IN_USE');
    await trx.deleteFrom('categories').where('type', '=', type).where('code', '=', code).execute();
    await recordAction(trx, {
      actorId,
      action: 'category.delete',
      target: `category:${type}/${code}`,
      details: { nameEn: category.name_en, nameKo: category.name_ko },
      reason: input.reason,
    });
  });
}
