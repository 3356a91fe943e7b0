export const statements: string[] = [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  `CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      password_hash text NOT NULL,
      nickname text NOT NULL,
      birth_date date NOT NULL,
      profile_image text,
      naver_id text,
      is_admin boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE UNIQUE INDEX users_email_key ON users (lower(email))',
  `CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`,
  'CREATE INDEX sessions_user_idx ON sessions (user_id)',
  `CREATE TABLE creators (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      name varchar(32) NOT NULL,
      email varchar(70) NOT NULL,
      homepage varchar(70),
      terms_agreed_at timestamptz,
      developer_terms_agreed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  `CREATE TABLE categories (
      type text NOT NULL,
      code text NOT NULL,
      position integer NOT NULL,
      name_en text NOT NULL,
      name_ko text NOT NULL,
      PRIMARY KEY (type, code)
    )`,
  `CREATE TABLE items (
      id char(32) PRIMARY KEY CHECK (id ~ '^[a-p]{32}$'),
      creator_id uuid REFERENCES creators (id) ON DELETE RESTRICT,
      product_type text NOT NULL
        CHECK (product_type IN ('extension','sidebar','app','pwa','shortcut','theme','curation')),
      provider text,
      review_state text NOT NULL DEFAULT 'PREPARE_FOR_SUBMISSION'
        CHECK (review_state IN ('PREPARE_FOR_SUBMISSION','IN_REVIEW','READY_FOR_OPEN','REJECTED','REJECTED_UPDATE')),
      visibility text NOT NULL DEFAULT 'TRUSTED_TESTER'
        CHECK (visibility IN ('LISTING','UNLISTED','TRUSTED_TESTER')),
      blocked boolean NOT NULL DEFAULT false,
      blocked_reason text,
      pick boolean NOT NULL DEFAULT false,
      usercount bigint NOT NULL DEFAULT 0,
      downloadcount bigint NOT NULL DEFAULT 0,
      like_count bigint NOT NULL DEFAULT 0,
      rating_count integer NOT NULL DEFAULT 0,
      rating_sum integer NOT NULL DEFAULT 0,
      web_domain text,
      published_listing_id bigint,
      draft_listing_id bigint,
      first_approved_at timestamptz,
      last_approved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX items_creator_idx ON items (creator_id)',
  'CREATE UNIQUE INDEX items_web_domain_key ON items (web_domain) WHERE web_domain IS NOT NULL',
  `CREATE INDEX items_public_new_idx ON items (product_type, created_at DESC, id)
      WHERE review_state = 'READY_FOR_OPEN' AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE INDEX items_public_popular_idx ON items (product_type, usercount DESC, id)
      WHERE review_state = 'READY_FOR_OPEN' AND visibility = 'LISTING' AND NOT blocked`,
  // Lists that mix product types (extension + sidebar) walk these in order and stop early.
  `CREATE INDEX items_public_all_new_idx ON items (created_at DESC, id)
      WHERE review_state = 'READY_FOR_OPEN' AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE INDEX items_public_all_popular_idx ON items (usercount DESC, id)
      WHERE review_state = 'READY_FOR_OPEN' AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE TABLE packages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      file_key text NOT NULL,
      file_name text NOT NULL,
      manifest jsonb NOT NULL,
      manifest_version integer NOT NULL,
      version text NOT NULL,
      size bigint NOT NULL,
      sha256 char(64) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX packages_item_idx ON packages (item_id)',
  `CREATE TABLE listings (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      category_code text,
      default_locale text NOT NULL DEFAULT 'en_US',
      regions text[] NOT NULL DEFAULT '{all}',
      mature_content boolean NOT NULL DEFAULT false,
      change_log text,
      package_id bigint REFERENCES packages (id) ON DELETE SET NULL,
      web_url text,
      web_manifest jsonb,
      theme jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX listings_item_idx ON listings (item_id)',
  'CREATE INDEX listings_category_idx ON listings (category_code)',
  `ALTER TABLE items
      ADD CONSTRAINT items_published_listing_fk FOREIGN KEY (published_listing_id)
        REFERENCES listings (id) ON DELETE SET NULL,
      ADD CONSTRAINT items_draft_listing_fk FOREIGN KEY (draft_listing_id)
        REFERENCES listings (id) ON DELETE SET NULL`,
  `CREATE TABLE localizations (
      listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      locale text NOT NULL,
      name text NOT NULL,
      short_description text,
      description text NOT NULL DEFAULT '',
      PRIMARY KEY (listing_id, locale)
    )`,
  'CREATE INDEX localizations_name_trgm_idx ON localizations USING gin (lower(name) gin_trgm_ops)',
  `CREATE TABLE media (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('icon','image','slide','theme')),
      locale text,
      file_key text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      position integer NOT NULL DEFAULT 0,
      like_count bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX media_listing_idx ON media (listing_id, kind, position)',
  `CREATE TABLE ratings (
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
      comment text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (item_id, user_id)
    )`,
  `CREATE TABLE banners (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('extension','theme','home-inline')),
      link_url text NOT NULL,
      image_key text NOT NULL,
      title_en text NOT NULL,
      title_ko text NOT NULL,
      description_en text,
      description_ko text,
      background_color text,
      position integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  `CREATE TABLE winners (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      year integer NOT NULL,
      prize text NOT NULL CHECK (prize IN ('gold','silver','bronze','special')),
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (year, item_id)
    )`,
  `CREATE UNIQUE INDEX winners_sole_prize_key ON winners (year, prize)
      WHERE prize IN ('gold','silver')`,
  `CREATE TABLE page_views (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      path text NOT NULL,
      item_id char(32),
      language text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX page_views_created_idx ON page_views (created_at)',
  `CREATE TABLE settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL
    )`,
];
