/**
 * Search reads names and descriptions of every language with substring patterns; analytics
 * keeps only daily counts per anonymised path, so single page views are no longer stored.
 */
export const statements: string[] = [
  `CREATE INDEX localizations_description_trgm_idx ON localizations
      USING gin (lower(description) gin_trgm_ops)`,
  `CREATE INDEX items_public_themes_idx ON items (id DESC)
      WHERE product_type = 'theme' AND review_state = 'READY_FOR_OPEN' AND visibility = 'LISTING'
        AND NOT blocked`,
  `CREATE TABLE page_view_daily (
      day date NOT NULL,
      path text NOT NULL,
      count bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (day, path)
    )`,
  'DROP TABLE page_views',
];
