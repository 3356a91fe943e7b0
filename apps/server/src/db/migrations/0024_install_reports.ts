/**
 * Installs per version (see src/installs): what the store sees of one version of an item on
 * one day (UTC). Update checks answered with its package, downloads of it (and how many
 * started from a store page), update checks from browsers that run it, and companions that
 * reported it installed. No address and no installation identifier is kept, only counts.
 * Rows are written only for versions the store signed, so a browser's made-up version
 * leaves nothing behind.
 */
export const statements: string[] = [
  `CREATE TABLE package_install_daily (
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      version text NOT NULL,
      day date NOT NULL,
      offered integer NOT NULL DEFAULT 0,
      downloads integer NOT NULL DEFAULT 0,
      page_downloads integer NOT NULL DEFAULT 0,
      checks integer NOT NULL DEFAULT 0,
      reported integer NOT NULL DEFAULT 0,
      first_download_at timestamptz,
      last_download_at timestamptz,
      PRIMARY KEY (item_id, version, day)
    )`,
  'CREATE INDEX package_install_daily_day_idx ON package_install_daily (day)',
];
