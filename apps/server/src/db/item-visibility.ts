import { normalizeVisibility } from '@lagoon/contract';
import { type RawBuilder, sql } from 'kysely';
import type { ItemRow } from './schema.js';

/**
 * Who may see an item:
 * - an item is public while it is live: it has a published (approved) listing and was not
 *   turned private. The published product stays live while an update of it is in review or
 *   was rejected (review IN_REVIEW or REJECTED_UPDATE): visitors see the approved listing;
 * - LISTING items are listed and searchable, UNLISTED ones open by direct link only;
 * - TRUSTED_TESTER items and previews of unpublished listings are for the owner and
 *   administrators; everyone else gets the same not-found answer as for a missing id.
 * Blocked items stay public with blocked set, so a visitor holding a link learns why the
 * install button is disabled. The home lists and wallpaper lists leave them out (a store does
 * not advertise what it blocked); search shows them with their state, like detail does.
 */
export function isPublicItem(item: Pick<ItemRow, 'live' | 'visibility'>): boolean {
  return item.live && normalizeVisibility(item.visibility) !== 'TRUSTED_TESTER';
}

/**
 * The SQL condition for items visitors may find in lists and search: live and LISTING. The one
 * place this rule is written for queries; `alias` names the items table in the query. Lists add
 * `not blocked` themselves (see above).
 */
export function listedItemSql(alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('live')} and ${column('visibility')} = 'LISTING')`;
}
