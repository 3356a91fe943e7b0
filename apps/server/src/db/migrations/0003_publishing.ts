/**
 * Publishing: a published product stays live while its update is reviewed or rejected, so
 * "live" (a published listing, not turned private) replaces the review state in the public
 * rule and its indexes. Packages keep their validation report; new items keep the key pair
 * their id comes from; listing media are uploaded first, then attached; review decisions are
 * kept as events.
 */
export const statements: string[] = [
  'ALTER TABLE items ADD COLUMN private_at timestamptz',
  'ALTER TABLE items ADD COLUMN submitted_at timestamptz',
  `ALTER TABLE items ADD COLUMN live boolean
      GENERATED ALWAYS AS (published_listing_id IS NOT NULL AND private_at IS NULL) STORED`,
  'DROP INDEX items_public_new_idx',
  'DROP INDEX items_public_popular_idx',
  'DROP INDEX items_public_all_new_idx',
  'DROP INDEX items_public_all_popular_idx',
  'DROP INDEX items_public_themes_idx',
  `CREATE INDEX items_listed_new_idx ON items (product_type, created_at DESC, id)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE INDEX items_listed_popular_idx ON items (product_type, usercount DESC, id)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE INDEX items_listed_all_new_idx ON items (created_at DESC, id)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE INDEX items_listed_all_popular_idx ON items (usercount DESC, id)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE INDEX items_listed_themes_idx ON items (id DESC)
      WHERE product_type = 'theme' AND live AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE INDEX items_review_queue_idx ON items (submitted_at, id)
      WHERE review_state = 'IN_REVIEW'`,
  'ALTER TABLE localizations ADD COLUMN change_log text',
  `ALTER TABLE packages ADD COLUMN report jsonb NOT NULL
      DEFAULT '{"errors":[],"warnings":[]}'::jsonb`,
  "ALTER TABLE packages ADD COLUMN permissions text[] NOT NULL DEFAULT '{}'",
  "ALTER TABLE packages ADD COLUMN host_permissions text[] NOT NULL DEFAULT '{}'",
  `CREATE TABLE item_keys (
      item_id char(32) PRIMARY KEY REFERENCES items (id) ON DELETE CASCADE,
      public_key text NOT NULL,
      private_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  "ALTER TABLE media ADD COLUMN derivatives jsonb NOT NULL DEFAULT '{}'::jsonb",
  `CREATE TABLE media_uploads (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('icon','image','slide')),
      file_key text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      derivatives jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind, file_key)
    )`,
  // No foreign key to items: the record of decisions outlives an item its developer deletes.
  `CREATE TABLE review_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      item_id char(32) NOT NULL,
      action text NOT NULL CHECK (action IN
        ('submitted','approved','rejected','private','blocked','unblocked','cancelled')),
      actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
      guidelines text[] NOT NULL DEFAULT '{}',
      message text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX review_events_item_idx ON review_events (item_id, created_at DESC)',
  // Every store starts with the category lists developers file items under; administrators
  // edit them from here on, so they are written once, not on every start.
  `INSERT INTO categories (type, code, position, name_en, name_ko) VALUES
      ('extension', 'social', 0, 'Social', '소셜'),
      ('extension', 'productivity', 1, 'Productivity', '생산성'),
      ('extension', 'shopping', 2, 'Shopping', '쇼핑'),
      ('extension', 'sports', 3, 'Sports', '스포츠'),
      ('extension', 'security', 4, 'Security', '보안'),
      ('extension', 'search_tools', 5, 'Search tools', '검색 도구'),
      ('extension', 'games', 6, 'Games', '게임'),
      ('extension', 'fun', 7, 'Fun', '재미'),
      ('extension', 'education', 8, 'Education', '교육'),
      ('theme', 'nature', 0, 'Nature', '자연'),
      ('theme', 'city', 1, 'City', '도시'),
      ('theme', 'space', 2, 'Space', '우주'),
      ('theme', 'art', 3, 'Art', '예술'),
      ('theme', 'animals', 4, 'Animals', '동물'),
      ('theme', 'minimal', 5, 'Minimal', '미니멀'),
      ('theme', 'seasons', 6, 'Seasons', '계절'),
      ('app', 'productivity', 0, 'Productivity', '생산성'),
      ('app', 'education', 1, 'Education', '교육'),
      ('app', 'entertainment', 2, 'Entertainment', '엔터테인먼트'),
      ('app', 'news', 3, 'News', '뉴스'),
      ('app', 'tools', 4, 'Tools', '도구'),
      ('app', 'shopping', 5, 'Shopping', '쇼핑')
      ON CONFLICT (type, code) DO NOTHING`,
];
