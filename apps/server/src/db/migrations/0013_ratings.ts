/**
 * Ratings and reviews: one rating per user and item with an optional text, the item's
 * version when given, helpful votes, the developer's reply, visitors' reports and the
 * administrators' hiding. The item keeps its aggregate beside its count and sum: how many
 * gave each score and how many wrote a review, changed in the same transaction as a rating.
 */
export const statements: string[] = [
  'ALTER TABLE ratings DROP CONSTRAINT ratings_pkey',
  'ALTER TABLE ratings ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY',
  'ALTER TABLE ratings ADD PRIMARY KEY (id)',
  'ALTER TABLE ratings ADD CONSTRAINT ratings_item_user_key UNIQUE (item_id, user_id)',
  'ALTER TABLE ratings RENAME COLUMN comment TO text',
  'ALTER TABLE ratings ALTER COLUMN text DROP NOT NULL',
  'ALTER TABLE ratings ALTER COLUMN text DROP DEFAULT',
  "UPDATE ratings SET text = NULL WHERE btrim(text) = ''",
  'ALTER TABLE ratings ADD COLUMN version text',
  'ALTER TABLE ratings ADD COLUMN helpful_count integer NOT NULL DEFAULT 0',
  'ALTER TABLE ratings ADD COLUMN hidden_at timestamptz',
  'CREATE INDEX ratings_item_created_idx ON ratings (item_id, created_at DESC, id DESC)',
  'CREATE INDEX ratings_user_created_idx ON ratings (user_id, created_at)',
  `CREATE TABLE rating_votes (
      rating_id bigint NOT NULL REFERENCES ratings (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (rating_id, user_id)
    )`,
  'CREATE INDEX rating_votes_user_idx ON rating_votes (user_id, created_at)',
  `CREATE TABLE rating_replies (
      rating_id bigint PRIMARY KEY REFERENCES ratings (id) ON DELETE CASCADE,
      author_id uuid REFERENCES users (id) ON DELETE SET NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  `CREATE TABLE rating_reports (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      rating_id bigint NOT NULL REFERENCES ratings (id) ON DELETE CASCADE,
      reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (reason IN ('spam','offensive','off_topic','other')),
      text text,
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      resolution text CHECK (resolution IN ('hidden','dismissed','restored')),
      resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
      UNIQUE (rating_id, reporter_id)
    )`,
  'CREATE INDEX rating_reports_open_idx ON rating_reports (created_at) WHERE resolved_at IS NULL',
  'CREATE INDEX rating_reports_user_idx ON rating_reports (reporter_id, created_at)',
  `ALTER TABLE items ADD COLUMN rating_stars integer[] NOT NULL DEFAULT '{0,0,0,0,0}'
      CHECK (cardinality(rating_stars) = 5)`,
  'ALTER TABLE items ADD COLUMN rating_text_count integer NOT NULL DEFAULT 0',
];
