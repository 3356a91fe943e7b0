import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { backfillRatingStars } from './rating-stars.js';

/**
 * Migrations are plain SQL, one statement per entry, so they read the same in review as in
 * the database and run unchanged on PGlite and PostgreSQL.
 */
export const MIGRATION_STATEMENTS: Record<string, string[]> = {
  '0001_catalog': [
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
  ],
  '0002_accounts': [
    'ALTER TABLE users ADD COLUMN big_profile_image text',
    // Accounts made through single sign-on have no password of their own.
    'ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL',
    'ALTER TABLE users ADD COLUMN oidc_issuer text',
    'ALTER TABLE users ADD COLUMN oidc_subject text',
    'CREATE UNIQUE INDEX users_oidc_key ON users (oidc_issuer, oidc_subject)',
    'CREATE INDEX sessions_expires_idx ON sessions (expires_at)',
    `CREATE TABLE upload_sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`,
    'CREATE INDEX upload_sessions_user_idx ON upload_sessions (user_id)',
  ],
  // Search reads names and descriptions of every language with substring patterns; analytics
  // keeps only daily counts per anonymised path, so single page views are no longer stored.
  '0002_search': [
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
  ],
  // Publishing: a published product stays live while its update is reviewed or rejected, so
  // "live" (a published listing, not turned private) replaces the review state in the public
  // rule and its indexes. Packages keep their validation report; new items keep the key pair
  // their id comes from; listing media are uploaded first, then attached; review decisions are
  // kept as events.
  '0003_publishing': [
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
  ],
  // Curation: a banner may speak to one interface language only and run on a schedule; the
  // public query compares the schedule with the database clock. Administrators' curation
  // changes are kept in their own log.
  '0004_curation': [
    "ALTER TABLE banners ADD COLUMN language text CHECK (language IN ('en','ko'))",
    'ALTER TABLE banners ADD COLUMN starts_at timestamptz',
    'ALTER TABLE banners ADD COLUMN ends_at timestamptz',
    `ALTER TABLE banners ADD CONSTRAINT banners_schedule_check
      CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)`,
    'CREATE INDEX banners_type_idx ON banners (type, position, id)',
    `CREATE TABLE admin_actions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL,
      target text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX admin_actions_created_idx ON admin_actions (created_at DESC, id DESC)',
  ],
  // "New" means new in the store: an item approved today after months in review comes first,
  // not where its first upload would put it.
  '0005_release_order': [
    `ALTER TABLE items ADD COLUMN released_at timestamptz
      GENERATED ALWAYS AS (coalesce(first_approved_at, created_at)) STORED`,
    'DROP INDEX items_listed_new_idx',
    'DROP INDEX items_listed_all_new_idx',
    `CREATE INDEX items_listed_new_idx ON items (product_type, released_at DESC, id)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
    `CREATE INDEX items_listed_all_new_idx ON items (released_at DESC, id)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
  ],
  // /files/ answers a PNG or JPEG with its WebP copy: the copy is found by the canonical key,
  // and banners keep their derivatives like listing media do.
  '0006_file_derivatives': [
    'CREATE INDEX media_file_key_idx ON media (file_key)',
    'CREATE INDEX media_uploads_file_key_idx ON media_uploads (file_key)',
    "ALTER TABLE banners ADD COLUMN derivatives jsonb NOT NULL DEFAULT '{}'::jsonb",
  ],
  // Search and autocomplete start from the names that match (a trigram index) and need each
  // name's item: without this the join reads every item.
  '0007_published_listing': [
    'CREATE INDEX items_published_listing_idx ON items (published_listing_id)',
  ],
  // Distribution: each approved version of an extension is signed as a CRX3 package that
  // browsers download from the update service; the companion extension's packages are kept
  // the same way (no package row). Administrators choose which items managed browsers get
  // installed, and whether blocking disables or uninstalls an item there.
  '0008_distribution': [
    `CREATE TABLE signed_packages (
      app_id char(32) NOT NULL CHECK (app_id ~ '^[a-p]{32}$'),
      version text NOT NULL,
      package_id bigint REFERENCES packages (id) ON DELETE CASCADE,
      file_key text NOT NULL,
      sha256 char(64) NOT NULL,
      size bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (app_id, version)
    )`,
    'CREATE INDEX signed_packages_package_idx ON signed_packages (package_id)',
    `ALTER TABLE items ADD COLUMN install_policy text NOT NULL DEFAULT 'none'
      CHECK (install_policy IN ('none','preinstalled','required'))`,
    `ALTER TABLE items ADD COLUMN block_mode text NOT NULL DEFAULT 'blocked'
      CHECK (block_mode IN ('blocked','removed'))`,
    `CREATE INDEX items_policy_idx ON items (id) WHERE install_policy <> 'none' OR blocked`,
  ],
  // Every change of a draft or package and every review transition raises the item's
  // revision; a review decision names the revision the reviewer saw and is refused when the
  // item changed since (REVIEW_REVISION_CHANGED).
  '0009_review_revision': ['ALTER TABLE items ADD COLUMN revision integer NOT NULL DEFAULT 0'],
  // An upload key lives and dies with the sign-in session that opened it: signing out ends it.
  // Keys opened before (unbound, half an hour at most) are dropped.
  '0010_upload_session_owner': [
    'DELETE FROM upload_sessions',
    `ALTER TABLE upload_sessions
      ADD COLUMN session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE`,
    'CREATE INDEX upload_sessions_session_idx ON upload_sessions (session_id)',
  ],
  // Search runs on an in-memory index each server builds from the database (search/): the
  // trigram index on descriptions, which only search read, is no longer worth its cost on writes.
  // The one on names stays for the administrators' item search.
  '0011_search': ['DROP INDEX IF EXISTS localizations_description_trgm_idx'],
  // State that several servers in front of one database must share: the attempt counts of the
  // sign-in and sign-up limits per limiter and key, the addresses each account signed in from,
  // and single sign-on flows under way (the provider may send the user back to any server).
  '0012_shared_state': [
    `CREATE TABLE attempt_limits (
      scope text NOT NULL,
      key text NOT NULL,
      counted integer NOT NULL DEFAULT 0 CHECK (counted >= 0),
      running integer NOT NULL DEFAULT 0 CHECK (running >= 0),
      last_at timestamptz NOT NULL,
      running_until timestamptz NOT NULL,
      PRIMARY KEY (scope, key)
    )`,
    'CREATE INDEX attempt_limits_last_at_idx ON attempt_limits (scope, last_at)',
    `CREATE TABLE known_addresses (
      email text NOT NULL,
      address text NOT NULL,
      seen_at timestamptz NOT NULL,
      PRIMARY KEY (email, address)
    )`,
    'CREATE INDEX known_addresses_seen_at_idx ON known_addresses (seen_at)',
    `CREATE TABLE sign_in_flows (
      id_hash char(64) PRIMARY KEY,
      flow jsonb NOT NULL,
      expires_at timestamptz NOT NULL
    )`,
    'CREATE INDEX sign_in_flows_expires_at_idx ON sign_in_flows (expires_at)',
  ],
  // Ratings and reviews: one rating per user and item with an optional text, the item's
  // version when given, helpful votes, the developer's reply, visitors' reports and the
  // administrators' hiding. The item keeps its aggregate beside its count and sum: how many
  // gave each score and how many wrote a review, changed in the same transaction as a rating.
  '0013_ratings': [
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
  ],
  // Likes of wallpapers: one row per account and wallpaper. items.like_count stays the count
  // lists order by and show: a like adds 1 to it and taking the like back subtracts 1, in the
  // same transaction as the row (see likes/like-commands.ts), so it is the demo catalog's base
  // number plus the likes here. The user index serves an account's likes and the cascade when
  // an account goes (the store deletes none today; one that does must take its likes out of
  // the counts first).
  '0015_likes': [
    `CREATE TABLE item_likes (
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (item_id, user_id)
    )`,
    'CREATE INDEX item_likes_user_idx ON item_likes (user_id, created_at)',
  ],
  // Mobile websites: the curated list the sidebar store opens in the browser's side panel.
  // `framing` keeps what the site answered when the store last asked whether it may be shown
  // inside another page (see moderation/framing-check.ts), with what was seen in
  // framing_detail. The category is checked by the API's schema, not here, so a new category
  // needs no migration.
  '0016_mobile_sites': [
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
  ],
  // Event pages: collections of items administrators build for an occasion, at /event/<slug>.
  // Visitors see one while its state is live and the database clock is within its dates. The
  // cover is a banner-shaped image with its copies, like a banner's. Items keep their order in
  // event_items and leave an event with the item.
  '0018_events': [
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
  ],
  // Visitors' reports of items to the administrators. One open report per account and item
  // (the partial unique key; a closed report lets the account report the item again). The
  // open index serves the queue (oldest first), the closed one the decided reports (most
  // recently closed first). `note` is the administrator's note when closing; a resolution
  // that blocked the item did so through the review machine, which logs the block itself.
  '0017_item_reports': [
    `CREATE TABLE item_reports (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (reason IN ('malware','spam','copyright','other')),
      text text,
      created_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      resolution text CHECK (resolution IN ('dismissed','resolved','blocked')),
      closed_by uuid REFERENCES users (id) ON DELETE SET NULL,
      note text,
      CHECK ((closed_at IS NULL) = (resolution IS NULL))
    )`,
    `CREATE UNIQUE INDEX item_reports_open_key ON item_reports (item_id, reporter_id)
      WHERE closed_at IS NULL`,
    'CREATE INDEX item_reports_open_idx ON item_reports (created_at, id) WHERE closed_at IS NULL',
    `CREATE INDEX item_reports_closed_idx ON item_reports (closed_at DESC, id DESC)
      WHERE closed_at IS NOT NULL`,
    'CREATE INDEX item_reports_reporter_idx ON item_reports (reporter_id)',
  ],
  // What the reviewers' flags found in a package's files (minified or obfuscated scripts,
  // remote code hints; see code-review/package-insights.ts), kept per package because reading
  // every script of every package in the review queue on each visit would cost seconds. A
  // package never changes once stored, so a row stays true; `analysis` names the version of the
  // heuristics that wrote it, and a row of an older one is computed again. The SHA-256 index
  // finds packages identical to another item's.
  '0021_package_insights': [
    `CREATE TABLE package_insights (
      package_id bigint PRIMARY KEY REFERENCES packages (id) ON DELETE CASCADE,
      analysis integer NOT NULL,
      findings jsonb NOT NULL,
      computed_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX packages_sha256_idx ON packages (sha256)',
  ],
  // Mail to developers (see src/mail): every mail is written to the outbox in the transaction
  // of what it tells (a decision, a rating, a report) and delivered later by whichever server
  // claims it; `next_attempt_at` is both the retry time and the claim's lease. The kind is
  // checked by the contract, not here, so a new kind needs no migration. Preferences: one row
  // per developer once they chose something or requested a review; `language` is the chosen
  // language when `language_chosen`, else the language of the last review request.
  '0019_mail': [
    `CREATE TABLE mail_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL,
      recipient text NOT NULL,
      language text NOT NULL CHECK (language IN ('en','ko')),
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      item_id char(32) REFERENCES items (id) ON DELETE SET NULL,
      status text NOT NULL CHECK (status IN ('queued','sent','failed','kept')),
      attempts integer NOT NULL DEFAULT 0,
      error text,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`,
    `CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id)
      WHERE status = 'queued'`,
    'CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC, id DESC)',
    'CREATE INDEX mail_outbox_item_idx ON mail_outbox (item_id)',
    `CREATE TABLE mail_preferences (
      creator_id uuid PRIMARY KEY REFERENCES creators (id) ON DELETE CASCADE,
      decisions boolean NOT NULL DEFAULT true,
      ratings boolean NOT NULL DEFAULT false,
      reports boolean NOT NULL DEFAULT false,
      language text NOT NULL CHECK (language IN ('en','ko')),
      language_chosen boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
  // Usage of items per day, counted from browsers' update checks (see src/usage): one row per
  // item and UTC day, incremented in place by every check, so several servers add to the same
  // row and no address or installation identifier is ever kept.
  '0020_usage': [
    `CREATE TABLE item_usage_daily (
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      day date NOT NULL,
      active_installs integer NOT NULL DEFAULT 0,
      new_installs integer NOT NULL DEFAULT 0,
      update_checks integer NOT NULL DEFAULT 0,
      PRIMARY KEY (item_id, day)
    )`,
  ],
  // Installs per version (see src/installs): what the store sees of one version of an item on
  // one day (UTC). Update checks answered with its package, downloads of it (and how many
  // started from a store page), update checks from browsers that run it, and companions that
  // reported it installed. No address and no installation identifier is kept, only counts.
  // Rows are written only for versions the store signed, so a browser's made-up version
  // leaves nothing behind.
  '0024_install_reports': [
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
  ],
  // Published versions: one row per package an approval made public, with the change logs
  // visitors saw for it. Approval replaces the published listing (and its change logs) with
  // the approved draft, so without this the history of an item could only show the current
  // version's change log. The first approval of a package keeps its date. Items already
  // published get a row for their current package, dated by their last approval.
  '0022_published_versions': [
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
  ],
  // Browser groups: each department's managed browsers get the policy of their group (see
  // src/groups). Every store has exactly one default group, made here, which browsers whose
  // policy names no group belong to. A group's entries say how managed browsers get an item
  // (installation_mode) and the limits Chromium applies to it; the limit lists are JSON arrays
  // of strings, checked by the contract before they are written.
  '0023_browser_groups': [
    `CREATE TABLE browser_groups (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      is_default boolean NOT NULL DEFAULT false,
      install_mode text NOT NULL DEFAULT 'open' CHECK (install_mode IN ('open','allowlist')),
      blocked_permissions jsonb NOT NULL DEFAULT '[]',
      runtime_blocked_hosts jsonb NOT NULL DEFAULT '[]',
      runtime_allowed_hosts jsonb NOT NULL DEFAULT '[]',
      blocked_install_message text,
      policy_changed_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE UNIQUE INDEX browser_groups_name_key ON browser_groups (lower(name))',
    'CREATE UNIQUE INDEX browser_groups_default_key ON browser_groups (is_default) WHERE is_default',
    `INSERT INTO browser_groups (name, description, is_default)
     VALUES ('Default', 'Browsers whose policy names no other group.', true)`,
    `CREATE TABLE browser_group_items (
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      mode text NOT NULL
        CHECK (mode IN ('allowed','normal_installed','force_installed','blocked','removed')),
      blocked_permissions jsonb NOT NULL DEFAULT '[]',
      runtime_blocked_hosts jsonb NOT NULL DEFAULT '[]',
      runtime_allowed_hosts jsonb NOT NULL DEFAULT '[]',
      minimum_version text,
      toolbar_pin text CHECK (toolbar_pin IN ('force_pinned','default_pinned','default_unpinned')),
      blocked_install_message text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (group_id, item_id)
    )`,
    'CREATE INDEX browser_group_items_item_idx ON browser_group_items (item_id)',
  ],
  // Install requests: a visitor asks for an item their browser group does not allow, with a
  // reason; an administrator approves it for a group or denies it with a reason. One open
  // request per visitor and item. A request leaves with its visitor, item or group. The
  // language is the page's when the request was sent: the decision's mail is written in it.
  '0024_install_requests': [
    `CREATE TABLE install_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      reason text NOT NULL,
      language text NOT NULL DEFAULT 'en' CHECK (language IN ('en','ko')),
      state text NOT NULL DEFAULT 'open'
        CHECK (state IN ('open','approved','denied','withdrawn')),
      decision_reason text,
      decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`,
    `CREATE UNIQUE INDEX install_requests_open_key ON install_requests (user_id, item_id)
      WHERE state = 'open'`,
    'CREATE INDEX install_requests_state_idx ON install_requests (state, item_id)',
    'CREATE INDEX install_requests_user_idx ON install_requests (user_id, created_at DESC)',
  ],
  // Update checks count once per item, client address and day (see src/usage): a claim is a
  // salted hash of the address (an IPv6 one by its /64), the item, what it counts and the day,
  // never the address itself. Claims are unique per day, so a check counted by one server is not
  // counted again by another or after a restart. Each day has its own random salt, and claims
  // and salts are deleted once their day is over, after which nothing links a claim to an address.
  '0025_update_check_claims': [
    `CREATE TABLE usage_day_salts (
      day date PRIMARY KEY,
      salt bytea NOT NULL
    )`,
    `CREATE TABLE update_check_claims (
      day date NOT NULL,
      digest bytea NOT NULL,
      PRIMARY KEY (day, digest)
    )`,
  ],
  // The store-wide "pre-installed / required" choice becomes the default group's entries, so
  // every group's policy is built from its own entries; nothing else reads the column after.
  '0026_default_group_entries': [
    `INSERT INTO browser_group_items (group_id, item_id, mode)
     SELECT g.id, i.id,
       CASE i.install_policy WHEN 'required' THEN 'force_installed' ELSE 'normal_installed' END
     FROM items i CROSS JOIN browser_groups g
     WHERE g.is_default AND i.install_policy <> 'none'
     ON CONFLICT (group_id, item_id) DO NOTHING`,
    'ALTER TABLE items DROP COLUMN install_policy',
  ],
  // Items from elsewhere: extensions the store does not host, which browser groups allow,
  // install or block from their own update URL (see src/outside-items). Their group entries
  // have the shape of browser_group_items and leave with the item or the group; an id is
  // either the store's or from elsewhere, which the server checks when it adds one.
  '0028_outside_items': [
    `CREATE TABLE outside_items (
      id char(32) PRIMARY KEY,
      update_url text NOT NULL,
      name text NOT NULL,
      name_ko text,
      description text NOT NULL DEFAULT '',
      description_ko text,
      icon_key text,
      page_url text,
      blocked boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE browser_group_outside_items (
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      outside_id char(32) NOT NULL REFERENCES outside_items (id) ON DELETE CASCADE,
      mode text NOT NULL
        CHECK (mode IN ('allowed','normal_installed','force_installed','blocked','removed')),
      blocked_permissions jsonb NOT NULL DEFAULT '[]',
      runtime_blocked_hosts jsonb NOT NULL DEFAULT '[]',
      runtime_allowed_hosts jsonb NOT NULL DEFAULT '[]',
      minimum_version text,
      toolbar_pin text CHECK (toolbar_pin IN ('force_pinned','default_pinned','default_unpinned')),
      blocked_install_message text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (group_id, outside_id)
    )`,
    'CREATE INDEX browser_group_outside_items_item_idx ON browser_group_outside_items (outside_id)',
  ],
  // A browser group's copies of signed packages: the manifest names the group's own update
  // address (which only that group's policy file allows), made on first request for an item the
  // group allows and kept per item, version and group (see src/distribution/group-packages.ts).
  // Named after 0028 so stores that already ran it keep their order.
  '0029_group_packages': [
    `CREATE TABLE group_signed_packages (
      app_id char(32) NOT NULL CHECK (app_id ~ '^[a-p]{32}$'),
      version text NOT NULL,
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      file_key text NOT NULL,
      sha256 char(64) NOT NULL,
      size bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (app_id, version, group_id)
    )`,
    'CREATE INDEX group_signed_packages_group_idx ON group_signed_packages (group_id)',
  ],
  // Which copy of its group's policy file each browser runs: the companion's daily report names
  // the group and the file's version (the group's policyChangedAt when the file was made), and
  // each report adds one to its group, version and day (UTC). Counts only: no address, no
  // installation identifier (see src/usage/policy-reports.ts).
  '0030_group_policy_reports': [
    `CREATE TABLE group_policy_reports_daily (
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      day date NOT NULL,
      policy_version timestamptz NOT NULL,
      reports integer NOT NULL DEFAULT 0,
      PRIMARY KEY (group_id, day, policy_version)
    )`,
  ],
};

/**
 * Migrations that compute in the server's code what SQL cannot say plainly; they run in name
 * order with the SQL ones.
 */
export const MIGRATION_STEPS: Record<string, (db: Kysely<unknown>) => Promise<void>> = {
  '0014_rating_stars': backfillRatingStars,
};

function toMigration(steps: string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const step of steps) await sql.raw(step).execute(db);
    },
  };
}

/** Provides the migrations above to Kysely's Migrator, in name order. */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return {
      ...Object.fromEntries(
        Object.entries(MIGRATION_STATEMENTS).map(([name, steps]) => [name, toMigration(steps)]),
      ),
      ...Object.fromEntries(Object.entries(MIGRATION_STEPS).map(([name, up]) => [name, { up }])),
    };
  },
};
