import type { PlannedEvent } from '@lagoon/demo-catalog';
import type { Db } from '../db/database.js';
import { insertEvent, setEventItems } from '../events/event-queries.js';
import type { RenderedImage } from './images.js';

/** Writes the events, live, with their items in order, through the console's own writes. */
export async function writeEvents(
  db: Db,
  events: readonly PlannedEvent[],
  images: Map<string, RenderedImage>,
  imageCopies: Map<string, Record<string, string>>,
): Promise<void> {
  for (const event of events) {
    const cover = event.coverImageId ? images.get(event.coverImageId) : undefined;
    const id = await insertEvent(db, {
      slug: event.slug,
      titleEn: event.titleEn,
      titleKo: event.titleKo,
      descriptionEn: event.descriptionEn,
      descriptionKo: event.descriptionKo,
      coverKey: cover?.key ?? null,
      coverDerivatives: (event.coverImageId && imageCopies.get(event.coverImageId)) || {},
      state: 'live',
      startsAt: null,
      endsAt: null,
    });
    if (id === null) throw new Error(`The demo event ${event.slug} is seeded twice`);
    await setEventItems(db, id, event.itemIds);
  }
}
