/**
 * Mobile websites: the curated list the sidebar store opens in the browser's side panel.
 * `framing` keeps what the site answered when the store last asked whether it may be shown
 * inside another page (see moderation/framing-check.ts), with what was seen in
 * framing_detail. The category is checked by the API's schema, not here, so a new category
 * needs no migration.
 */
export const statements: string[] = [
  `CREATE TABLE mobile_sites (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      url text NOT NULL,
      icon_key text,
      category text NOT NULL,
      language text CHECK (language IN ('en','ko')),
      position integer NOT NULL DEFAULT 0,
      framing text NOT NULL DEFAULT 'unknown' CHECK (framing IN ('allowed','refused','unknown')),
      framing_detail text,
      checked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX mobile_sites_position_idx ON mobile_sites (position, id)',
];
