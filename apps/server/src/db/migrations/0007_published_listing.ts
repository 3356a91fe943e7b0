/**
 * Search and autocomplete start from the names that match (a trigram index) and need each
 * name's item: without this the join reads every item.
 */
export const statements: string[] = [
  'CREATE INDEX items_published_listing_idx ON items (published_listing_id)',
];
