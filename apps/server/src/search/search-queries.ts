import type { Language } from '@lagoon/contract';
import { type RawBuilder, sql } from 'kysely';
import { listedItemSql } from '../catalog/visibility.js';
import type { Db } from '../db/database.js';

/** The result groups of spec §9 in display order; PWA and SHORTCUT merge into APP. */
export const SEARCH_GROUPS = {
  EXTENSION: ['extension', 'sidebar'],
  THEME: ['theme'],
  APP: ['app', 'pwa', 'shortcut'],
} as const;
export type SearchGroup = keyof typeof SEARCH_GROUPS;
export const SEARCH_GROUP_ORDER: readonly SearchGroup[] = ['EXTENSION', 'THEME', 'APP'];

/** Reads a `type` parameter: a group or a product type, any case; PWA and SHORTCUT mean APP. */
export function searchGroupOf(type: string): SearchGroup | null {
  const upper = type.trim().toUpperCase();
  if (upper === 'EXTENSION' || upper === 'SIDEBAR') return 'EXTENSION';
  if (upper === 'THEME') return 'THEME';
  if (upper === 'APP' || upper === 'PWA' || upper === 'SHORTCUT') return 'APP';
  return null;
}

/** Lower-cased keyword with runs of white space collapsed; empty when there is nothing to find. */
export function normalizeKeyword(keyword: string | undefined): string {
  return (keyword ?? '').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);
}

/** Escapes LIKE wildcards so a keyword is matched literally. */
function literal(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function patterns(keyword: string) {
  const escaped = literal(keyword);
  return { exact: keyword, prefix: `${escaped}%`, word: `% ${escaped}%`, contains: `%${escaped}%` };
}

const GROUP_EXPRESSION = sql<SearchGroup>`case
  when i.product_type in ('extension', 'sidebar') then 'EXTENSION'
  when i.product_type = 'theme' then 'THEME'
  else 'APP' end`;

/**
 * Items visitors may find: approved and LISTING (never UNLISTED or TRUSTED_TESTER). Blocked
 * items are found too and carry their state, as in detail.
 */
function searchableTypes(groups: readonly SearchGroup[]): RawBuilder<unknown> {
  const types = groups.flatMap((group) => SEARCH_GROUPS[group]);
  return sql`${listedItemSql('i')} and i.product_type in (${sql.join(types)})`;
}

export interface SearchPage {
  group: SearchGroup;
  totalCount: number;
  ids: string[];
}

/**
 * One page per group of items whose name or description, in any language, contains the
 * keyword. Order: exact name, name prefix, a word of the name starting with the keyword, name
 * containing it, description only; then the most used. Substring patterns use the trigram
 * indexes on lower(name) and lower(description).
 */
export async function searchItems(
  db: Db,
  keyword: string,
  groups: readonly SearchGroup[],
  page: number,
  size: number,
): Promise<SearchPage[]> {
  const p = patterns(keyword);
  const offset = page * size;
  const result = await sql<{ id: string; grp: SearchGroup; total: number; position: number }>`
    with matched as (
      select i.id, ${GROUP_EXPRESSION} as grp, i.usercount,
        min(case
          when lower(l.name) = ${p.exact} then 0
          when lower(l.name) like ${p.prefix} then 1
          when lower(l.name) like ${p.word} then 2
          when lower(l.name) like ${p.contains} then 3
          else 4 end) as rank
      from items i
      join localizations l on l.listing_id = i.published_listing_id
      where ${searchableTypes(groups)}
        and (lower(l.name) like ${p.contains} or lower(l.description) like ${p.contains})
      group by i.id
    ), ranked as (
      select id, grp,
        count(*) over (partition by grp) as total,
        row_number() over (partition by grp order by rank, usercount desc, id) as position
      from matched
    )
    select id, grp, total, position from ranked
    where position = 1 or (position > ${offset} and position <= ${offset + size})
    order by grp, position`.execute(db);

  return groups.map((group) => {
    const rows = result.rows.filter((row) => row.grp === group);
    return {
      group,
      totalCount: Number(rows[0]?.total ?? 0),
      ids: rows.filter((row) => Number(row.position) > offset).map((row) => row.id),
    };
  });
}

/**
 * One page of names for the search box as the visitor types: names of findable items containing
 * the keyword, the exact name first, then those starting with it, then those with a word starting
 * with it; names in the interface language first, then the most used. Each name appears once, in
 * the place of its best item, so pages never repeat a name.
 */
export async function autocompleteNames(
  db: Db,
  keyword: string,
  groups: readonly SearchGroup[],
  language: Language,
  page: number,
  size: number,
): Promise<string[]> {
  const p = patterns(keyword);
  // Grouped by name, the matches are gathered by hashing and only the page's names are kept in
  // order (DISTINCT ON would sort every match, and a short keyword matches much of a large
  // catalog). A name's best item has the least [other language, -users]: arrays compare element
  // by element.
  const result = await sql<{ name: string }>`
    select l.name
    from items i
    join localizations l on l.listing_id = i.published_listing_id
    where ${searchableTypes(groups)} and lower(l.name) like ${p.contains}
    group by l.name
    order by
      min(case when lower(l.name) = ${p.exact} then 0
        when lower(l.name) like ${p.prefix} then 1
        when lower(l.name) like ${p.word} then 2 else 3 end),
      min(array[case when split_part(l.locale, '_', 1) = ${language} then 0 else 1 end,
        -i.usercount]),
      l.name
    limit ${size} offset ${page * size}`.execute(db);
  return result.rows.map((row) => row.name);
}
