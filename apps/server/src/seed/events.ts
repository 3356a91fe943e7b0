import type { PlannedEvent } from '@lagoon/demo-catalog';
import type { Db } from '../db/database.js';
import type { RenderedImage } from './images.js';

/** Writes the events, live, with their items in order. */
export async function writeEvents(
  db: Db,
  events: readonly PlannedEvent[],
  images: Map<string, RenderedImage>,
  imageCopies: Map<string, Record<string, string>>,
): Promise<void> {
  for (const event of events) {
    const cover = event.coverImageId ? images.get(event.coverImageId) : undefined;
    const row = await db
      .insertInto('events')
      .values({
        slug: event.slug,
        title_en: event.titleEn,
        title_ko: event.titleKo,
        description_en: event.descriptionEn,
        description_ko: event.descriptionKo,
        cover_key: cover?.key ?? null,
        cover_derivatives: JSON.stringify(
          (event.coverImageId && imageCopies.get(event.coverImageId)) || {},
        ),
        state: 'live',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (event.itemIds.length === 0) continue;
    await db
      .insertInto('event_items')
      .values(
        event.itemIds.map((itemId, position) => ({
          event_id: Number(row.id),
          item_id: itemId,
          position,
        })),
      )
      .execute();
  }
}
