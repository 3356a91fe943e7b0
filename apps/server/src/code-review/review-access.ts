import type { Db } from '../db/database.js';
import { accessFlags } from './review-flags.js';
import { loadItemPackages } from './review-packages.js';

/** An update in review that asks for more than the published version: the case's access flags. */
export interface ReviewAccessIncrease {
  itemId: string;
  fromVersion: string | null;
  toVersion: string;
  permissions: string[];
  hostPermissions: string[];
}

/**
 * Of these items, the updates waiting in review whose package asks for API permissions or
 * hosts beyond the published one's, as the case flags them (newPermissions,
 * newHostPermissions). Reads only the manifests, never the files.
 */
export async function reviewAccessIncreases(
  db: Db,
  itemIds: readonly string[],
): Promise<ReviewAccessIncrease[]> {
  if (itemIds.length === 0) return [];
  const inReview = await db
    .selectFrom('items')
    .select('id')
    .where('id', 'in', [...itemIds])
    .where('review_state', '=', 'IN_REVIEW')
    .execute();
  const packages = await loadItemPackages(
    db,
    inReview.map((row) => row.id),
  );
  const increases: ReviewAccessIncrease[] = [];
  for (const entry of packages.values()) {
    const { submitted, published } = entry;
    if (!submitted || !published || submitted.id === published.id) continue;
    const flags = accessFlags(published.manifest, submitted.manifest);
    if (flags.length === 0) continue;
    increases.push({
      itemId: entry.itemId.trim(),
      fromVersion: published.version,
      toVersion: submitted.version,
      permissions: flags.flatMap((flag) =>
        flag.kind === 'newPermissions' ? flag.permissions : [],
      ),
      hostPermissions: flags.flatMap((flag) =>
        flag.kind === 'newHostPermissions' ? flag.hostPermissions : [],
      ),
    });
  }
  return increases;
}
