import type {
  BannerCreateInput,
  BannerReorderInput,
  BannerUpdateInput,
  CurationReasonInput,
  Language,
} from '@lagoon/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import type { BannersTable } from '../db/schema.js';
import { AppError, fieldError } from '../http/errors.js';
import { fileUrl } from '../storage/storage.js';
import type { BannerImage } from './curation-images.js';

/** Who makes a curation change, and the language its refusals are worded in. */
export interface CurationActor {
  actorId: string;
  language: Language;
}

/** Adds a banner last of its type, with its log line; answers its id. */
export async function createBanner(
  db: Db,
  actor: CurationActor,
  input: z.output<typeof BannerCreateInput>,
  image: BannerImage,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('banners')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('type', '=', input.type)
      .executeTakeFirst();
    const row = await trx
      .insertInto('banners')
      .values({
        type: input.type,
        link_url: input.linkUrl,
        image_key: image.key,
        derivatives: JSON.stringify(image.derivatives),
        title_en: input.titleEn,
        title_ko: input.titleKo,
        description_en: input.descriptionEn ?? null,
        description_ko: input.descriptionKo ?? null,
        background_color: input.backgroundColor ?? null,
        language: input.language ?? null,
        active: input.active ?? true,
        starts_at: input.startsAt ?? null,
        ends_at: input.endsAt ?? null,
        position: last?.max == null ? 0 : Number(last.max) + 1,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await recordAction(trx, {
      actorId: actor.actorId,
      action: 'banner.create',
      target: `banner:${row.id}`,
      details: {
        type: input.type,
        titleEn: input.titleEn,
        linkUrl: input.linkUrl,
        image: fileUrl(image.key),
        language: input.language ?? null,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
      },
      reason: input.reason,
    });
    return row.id;
  });
}

/**
 * Changes the fields of a banner that differ from what is stored, logging each change with
 * its value before and after; a schedule that would end before it starts, against the stored
 * start or end, is refused.
 */
export async function updateBanner(
  db: Db,
  actor: CurationActor,
  id: number,
  input: z.output<typeof BannerUpdateInput>,
  image: BannerImage | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('banners')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    const next = {
      image_key: image?.key,
      link_url: input.linkUrl,
      title_en: input.titleEn,
      title_ko: input.titleKo,
      description_en: input.descriptionEn,
      description_ko: input.descriptionKo,
      background_color: input.backgroundColor,
      language: input.language,
      position: input.position,
      active: input.active,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
    };
    const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    const set: Updateable<BannersTable> = {};
    for (const [column, value] of Object.entries(next)) {
      if (value === undefined) continue;
      const previous = comparable(before[column as keyof typeof before]);
      const after =
        (column === 'starts_at' || column === 'ends_at') && typeof value === 'string'
          ? new Date(value).toISOString()
          : value;
      if (previous === after) continue;
      changes[column] = { before: previous, after };
      (set as Record<string, unknown>)[column] = value;
    }
    const startsAt = 'starts_at' in set ? set.starts_at : before.starts_at;
    const endsAt = 'ends_at' in set ? set.ends_at : before.ends_at;
    if (startsAt && endsAt && new Date(startsAt as string) >= new Date(endsAt as string)) {
      throw fieldError(
        'INVALID_REQUEST',
        'endsAt',
        'admin.curation.schedule.order',
        actor.language,
      );
    }
    if (Object.keys(set).length === 0) return;
    // The copies follow the image; they are not a change of their own in the log.
    if (image && set.image_key !== undefined) set.derivatives = JSON.stringify(image.derivatives);
    await trx.updateTable('banners').set(set).where('id', '=', id).execute();
    await recordAction(trx, {
      actorId: actor.actorId,
      action: 'banner.update',
      target: `banner:${id}`,
      details: { type: before.type, titleEn: before.title_en, changes },
      reason: input.reason,
    });
  });
}

/** Deletes a banner, logging what it showed. */
export async function deleteBanner(
  db: Db,
  actor: CurationActor,
  id: number,
  input: z.output<typeof CurationReasonInput>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('banners')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!removed) throw new AppError('NOT_FOUND');
    await recordAction(trx, {
      actorId: actor.actorId,
      action: 'banner.delete',
      target: `banner:${removed.id}`,
      details: {
        type: removed.type,
        titleEn: removed.title_en,
        titleKo: removed.title_ko,
        linkUrl: removed.link_url,
        image: fileUrl(removed.image_key),
      },
      reason: input.reason,
    });
  });
}

/**
 * Puts the banners of a type in the given order. The order must name every banner of the type
 * once, else it was made from a stale list and is refused.
 */
export async function reorderBanners(
  db: Db,
  actor: CurationActor,
  input: z.output<typeof BannerReorderInput>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('banners')
      .select(['id', 'position'])
      .where('type', '=', input.type)
      .orderBy('position')
      .orderBy('id')
      .forUpdate()
      .execute();
    const current = rows.map((row) => String(row.id));
    const wanted = new Set(input.ids);
    if (
      wanted.size !== input.ids.length ||
      current.length !== input.ids.length ||
      current.some((id) => !wanted.has(id))
    ) {
      throw fieldError('INVALID_REQUEST', 'ids', 'admin.curation.order.stale', actor.language);
    }
    for (const [position, id] of input.ids.entries()) {
      await trx.updateTable('banners').set({ position }).where('id', '=', Number(id)).execute();
    }
    await recordAction(trx, {
      actorId: actor.actorId,
      action: 'banner.reorder',
      target: `banners:${input.type}`,
      details: { before: current, after: input.ids },
      reason: input.reason,
    });
  });
}
