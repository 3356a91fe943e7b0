/**
 * Published versions: one row per package an approval made public, with the change logs
 * visitors saw for it. Approval replaces the published listing (and its change logs) with
 * the approved draft, so without this the history of an item could only show the current
 * version's change log. The first approval of a package keeps its date. Items already
 * published get a row for their current package, dated by their last approval.
 */
export const statements: string[] = [
  `CREATE TABLE published_versions (
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      package_id bigint NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
      published_at timestamptz NOT NULL,
      default_locale text NOT NULL,
      change_log text,
      change_logs jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (item_id, package_id)
    )`,
  `INSERT INTO published_versions
       (item_id, package_id, published_at, default_locale, change_log, change_logs)
     SELECT items.id, listings.package_id, COALESCE(items.last_approved_at, items.created_at),
       listings.default_locale, listings.change_log,
       COALESCE((SELECT jsonb_object_agg(localizations.locale, localizations.change_log)
                 FROM localizations
                 WHERE localizations.listing_id = listings.id
                   AND localizations.change_log IS NOT NULL
                   AND localizations.change_log <> ''), '{}'::jsonb)
     FROM items JOIN listings ON listings.id = items.published_listing_id
     WHERE listings.package_id IS NOT NULL
     ON CONFLICT (item_id, package_id) DO NOTHING`,
];
