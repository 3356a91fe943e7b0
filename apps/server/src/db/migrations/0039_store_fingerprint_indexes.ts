/**
 * The fleet's drift-alert check reads a fingerprint of the store every 30 seconds on every
 * server (fleet/alert-queries.ts): the items' latest change and how many are blocked. Without
 * these indexes both were a scan of the whole items table (on the embedded database, a quarter
 * of a second of the server's only thread at 100,000 items, every time); with them, a lookup.
 */
export const statements: string[] = [
  'CREATE INDEX items_updated_at_idx ON items (updated_at)',
  'CREATE INDEX items_blocked_idx ON items (id) WHERE blocked',
];
