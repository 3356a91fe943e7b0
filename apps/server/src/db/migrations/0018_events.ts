/**
 * Event pages: collections of items administrators build for an occasion, at /event/<slug>.
 * Visitors see one while its state is live and the database clock is within its dates. The
 * cover is a banner-shaped image with its copies, like a banner's. Items keep their order in
 * event_items and leave an event with the item.
 */
export const statements: string[] = [
  `CREATE TABLE events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      title_en text NOT NULL,
      title_ko text,
      description_en text,
      description_ko text,
      cover_key text,
      cover_derivatives jsonb NOT NULL DEFAULT '{}',
      state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft','live')),
      starts_at timestamptz,
      ends_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
    )`,
  `CREATE TABLE event_items (
      event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      position integer NOT NULL,
      PRIMARY KEY (event_id, item_id)
    )`,
  'CREATE INDEX event_items_item_idx ON event_items (item_id)',
];
