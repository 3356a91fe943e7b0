/**
 * "New" means new in the store: an item approved today after months in review comes first,
 * not where its first upload would put it.
 */
export const statements: string[] = [
  `ALTER TABLE items ADD COLUMN released_at timestamptz
      GENERATED ALWAYS AS (coalesce(first_approved_at, created_at)) STORED`,
  'DROP INDEX items_listed_new_idx',
  'DROP INDEX items_listed_all_new_idx',
  `CREATE INDEX items_listed_new_idx ON items (product_type, released_at DESC, id)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE INDEX items_listed_all_new_idx ON items (released_at DESC, id)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
];
