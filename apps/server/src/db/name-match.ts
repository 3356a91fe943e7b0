import { type SqlBool, sql } from 'kysely';

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, (match) => `\\${match}`)}%`;
}

/**
 * Whether the item `i` (the query's alias for items) has a name, in its published or draft
 * listing and in any language, that matches the LIKE pattern.
 */
export function itemNameLike(pattern: string) {
  return sql<SqlBool>`exists (
    select 1 from localizations l
    where l.listing_id in (i.published_listing_id, i.draft_listing_id)
      and lower(l.name) like ${pattern})`;
}
