import { NOT_CHECKED_DETAIL, type PlannedMobileSite } from '@lagoon/demo-catalog';
import type { Db } from '../db/database.js';
import type { RenderedImage } from './images.js';

/** Writes the sites in the order above, with their drawn icons. */
export async function writeMobileSites(
  db: Db,
  sites: readonly PlannedMobileSite[],
  images: Map<string, RenderedImage>,
): Promise<void> {
  if (sites.length === 0) return;
  await db
    .insertInto('mobile_sites')
    .values(
      sites.map((site, position) => ({
        name: site.name,
        url: site.url,
        icon_key: images.get(site.icon.id)?.key ?? null,
        category: site.category,
        language: site.language,
        position,
        framing: 'unknown',
        framing_detail: NOT_CHECKED_DETAIL,
      })),
    )
    .execute();
}
