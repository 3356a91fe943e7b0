import type { Language, SearchSort } from '@lagoon/contract';
import {
  type ChangedItem,
  changedCard,
  compareRank,
  DESCRIBED,
  EQUAL,
  itemTier,
  keywordWordsOf,
  NO_MATCH,
} from './changed-items.js';
import {
  ANY_CATEGORY,
  type GroupIndex,
  NO_CATEGORY,
  type ResultFilter,
  SHORT_KEYWORD,
} from './group-index.js';
import { averageOf } from './result-order.js';
import { type DocSet, EMPTY, holds } from './sorted-sets.js';

/** What changed in one result group since its index was built. */
export interface GroupChanges {
  /** Per document of the group, 1 when its item changed or stopped being findable since. */
  removed: Uint8Array;
  /** Those documents. */
  removedDocs: readonly number[];
  /** The group's changed items as they are now. */
  items: readonly ChangedItem[];
}

/** A document of the built group, or a changed item. */
type Found = number | ChangedItem;

/** The order of a built document against a changed item in the rank order. */
function rankAgainst(group: GroupIndex, doc: number, item: ChangedItem): number {
  const row = group.rows[doc] as number;
  return compareRank(
    group.table.number('usercount', row),
    group.table.id(row),
    item.usercount,
    item.id,
  );
}

/**
 * The order of a built document against a changed item in `sort` (each order of result-order.ts,
 * its ties ended by rank).
 */
function sortAgainst(
  group: GroupIndex,
  sort: Exclude<SearchSort, 'relevance'>,
  doc: number,
  item: ChangedItem,
): number {
  const row = group.rows[doc] as number;
  const { table } = group;
  if (sort === 'rating') {
    const average = averageOf(table, row);
    if (average !== item.average) return item.average - average;
    const count = table.number('ratingCount', row);
    if (count !== item.record.ratingCount) return item.record.ratingCount - count;
  } else if (sort === 'new') {
    const released = table.number('releasedAt', row);
    if (released !== item.record.releasedAt) return item.record.releasedAt - released;
  }
  return rankAgainst(group, doc, item);
}

/** Two changed items' order in `sort`. */
function sortChanged(
  sort: Exclude<SearchSort, 'relevance'>,
  a: ChangedItem,
  b: ChangedItem,
): number {
  if (sort === 'rating') {
    if (a.average !== b.average) return b.average - a.average;
    if (a.record.ratingCount !== b.record.ratingCount)
      return b.record.ratingCount - a.record.ratingCount;
  } else if (sort === 'new' && a.record.releasedAt !== b.record.releasedAt) {
    return b.record.releasedAt - a.record.releasedAt;
  }
  return compareRank(a.usercount, a.id, b.usercount, b.id);
}

/**
 * One group's search as a full build would answer it, from the group's built index and what
 * changed since: the built documents of changed or removed items are neither counted nor
 * shown, and the changed items matching the keyword (and the category) are merged in where
 * their kind of match and their place in the order put them.
 */
export function searchWithChanges(
  group: GroupIndex,
  keyword: string,
  offset: number,
  size: number,
  language: Language,
  filter: ResultFilter,
  changes: GroupChanges,
): { totalCount: number; cards: string[] } {
  const category = group.categoryNumber(filter.category);
  // A category no built item is filed under leaves only changed items to find.
  const built = category !== NO_CATEGORY;
  const base: Base = {
    group,
    category,
    changes,
    ...(built ? group.matchSets(keyword) : { named: EMPTY, describedSet: () => EMPTY }),
  };
  const words = keywordWordsOf(keyword);
  const matching: { item: ChangedItem; tier: number }[] = [];
  for (const item of changes.items) {
    if (filter.category !== null && item.record.categoryCode !== filter.category) continue;
    const tier = itemTier(item, keyword, words);
    if (tier !== NO_MATCH) matching.push({ item, tier });
  }
  const end = offset + size;
  const found =
    filter.sort === 'relevance'
      ? byRelevance(base, keyword, matching, offset, end)
      : inOrder(
          base,
          filter.sort,
          matching.map(({ item }) => item),
          offset,
          end,
        );
  return {
    totalCount: found.totalCount,
    cards: found.picked
      .slice(offset)
      .flatMap(
        (one) =>
          (typeof one === 'number'
            ? group.card(one, language)
            : changedCard(one, language, group.cardNames)) ?? [],
      ),
  };
}

/** The built group as one search reads it. */
interface Base {
  group: GroupIndex;
  /** The filter's category as the group numbers it (NO_CATEGORY: no built item is in it). */
  category: number;
  changes: GroupChanges;
  named: DocSet;
  describedSet: () => DocSet;
}

/** Whether a built document counts: its item unchanged and in the filter's category. */
function kept(base: Base, doc: number): boolean {
  if (base.changes.removed[doc] === 1) return false;
  return base.category === ANY_CATEGORY || base.group.categoryOf[doc] === base.category;
}

/**
 * The first `end` matches by relevance: the built count less the removed documents that
 * matched, plus the matching changed items; then each kind of match walked in rank order,
 * the changed items of that kind merged in.
 */
function byRelevance(
  base: Base,
  keyword: string,
  matching: readonly { item: ChangedItem; tier: number }[],
  offset: number,
  end: number,
): { totalCount: number; picked: Found[] } {
  const { group, named, describedSet } = base;
  const built = base.category !== NO_CATEGORY;
  let totalCount = matching.length;
  if (built) {
    totalCount += group.count(keyword, named, describedSet, base.category);
    // A long keyword's count merged the described set already; a short one's may come from
    // the kept counts, so its removed documents are looked up one by one instead.
    const described = keyword.length > SHORT_KEYWORD ? describedSet() : null;
    for (const doc of base.changes.removedDocs) {
      const inCategory = base.category === ANY_CATEGORY || group.categoryOf[doc] === base.category;
      const matched =
        holds(named, doc) || (described ? holds(described, doc) : group.describes(keyword, doc));
      if (inCategory && matched) totalCount--;
    }
  }
  const wanted = Math.min(end, totalCount);
  const picked: Found[] = [];
  if (wanted <= offset) return { totalCount, picked };
  const byTier = Array.from({ length: DESCRIBED + 1 }, () => [] as ChangedItem[]);
  for (const { item, tier } of matching) (byTier[tier] as ChangedItem[]).push(item);
  for (const list of byTier) {
    list.sort((a, b) => compareRank(a.usercount, a.id, b.usercount, b.id));
  }
  const mark = group.nextMark();
  const sets = built ? group.rankedSets(keyword, named, describedSet) : [];
  for (let tier = EQUAL; tier <= DESCRIBED; tier++) {
    const set = built ? (sets[tier] as () => DocSet)() : EMPTY;
    const list = byTier[tier] as ChangedItem[];
    let next = 0;
    for (let i = 0; i < set.length; i++) {
      const doc = set[i] as number;
      if (group.marks[doc] === mark) continue;
      group.marks[doc] = mark;
      if (!kept(base, doc)) continue;
      while (next < list.length && rankAgainst(group, doc, list[next] as ChangedItem) > 0) {
        picked.push(list[next++] as ChangedItem);
        if (picked.length === wanted) return { totalCount, picked };
      }
      picked.push(doc);
      if (picked.length === wanted) return { totalCount, picked };
    }
    while (next < list.length) {
      picked.push(list[next++] as ChangedItem);
      if (picked.length === wanted) return { totalCount, picked };
    }
  }
  return { totalCount, picked };
}

/**
 * The first `end` matches in a stored order: the kept built matches are marked and counted,
 * the order walked, and the matching changed items (in the same order) merged in.
 */
function inOrder(
  base: Base,
  sort: Exclude<SearchSort, 'relevance'>,
  matching: ChangedItem[],
  offset: number,
  end: number,
): { totalCount: number; picked: Found[] } {
  const { group } = base;
  const mark = group.nextMark();
  let builtCount = 0;
  if (base.category !== NO_CATEGORY) {
    for (const set of [base.named, base.describedSet()]) {
      for (let i = 0; i < set.length; i++) {
        const doc = set[i] as number;
        if (group.marks[doc] === mark || !kept(base, doc)) continue;
        group.marks[doc] = mark;
        builtCount++;
      }
    }
  }
  const totalCount = builtCount + matching.length;
  const wanted = Math.min(end, totalCount);
  const picked: Found[] = [];
  if (wanted <= offset) return { totalCount, picked };
  matching.sort((a, b) => sortChanged(sort, a, b));
  const order = sort === 'popular' ? null : (group.orders.get(sort) as Uint32Array);
  let next = 0;
  for (let i = 0; builtCount > 0 && i < group.rows.length && picked.length < wanted; i++) {
    const doc = order ? (order[i] as number) : i;
    if (group.marks[doc] !== mark) continue;
    while (
      next < matching.length &&
      picked.length < wanted &&
      sortAgainst(group, sort, doc, matching[next] as ChangedItem) > 0
    ) {
      picked.push(matching[next++] as ChangedItem);
    }
    if (picked.length < wanted) picked.push(doc);
  }
  while (next < matching.length && picked.length < wanted)
    picked.push(matching[next++] as ChangedItem);
  return { totalCount, picked };
}
