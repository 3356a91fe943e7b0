import type {
  ColumnType,
  Generated,
  GeneratedAlways,
  Insertable,
  Selectable,
  Updateable,
} from 'kysely';

/** Timestamps are read as Date and may be written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  /** null for accounts that only sign in through single sign-on. */
  password_hash: string | null;
  nickname: string;
  birth_date: ColumnType<string, string, string>;
  profile_image: string | null;
  big_profile_image: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  naver_id: string | null;
  is_admin: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a stolen database row cannot be replayed as a cookie. */
  id: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/**
 * An access token (migration 0031): only the SHA-256 of its secret and the secret's first
 * characters are kept.
 */
export interface AccessTokensTable {
  id: Generated<string>;
  user_id: string;
  /** A TokenKind of the contract: creator or admin. */
  kind: string;
  name: string;
  /** TokenScopes of the contract. */
  scopes: string[];
  token_hash: string;
  display_prefix: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
}

/** Short-lived permission to upload media as a developer: an upload session. */
export interface UploadSessionsTable {
  /** sha256 of the session key handed to the client. */
  id: string;
  user_id: string;
  /** The sign-in session that opened the key; the key ends with it. */
  session_id: string | null;
  /** Or the access token that opened it (a script's key); the key ends with it. */
  access_token_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface CreatorsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  email: string;
  homepage: string | null;
  terms_agreed_at: Timestamp | null;
  developer_terms_agreed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  type: string;
  code: string;
  position: number;
  name_en: string;
  name_ko: string;
}

export interface ItemsTable {
  /** 32 letters a to p, the form of a Chromium extension id. */
  id: string;
  creator_id: string | null;
  product_type: string;
  /** Comma list such as "NAVER,WHALE". */
  provider: string | null;
  review_state: string;
  visibility: string;
  blocked: Generated<boolean>;
  blocked_reason: string | null;
  /** How managed browsers get the item: none, preinstalled (normal_installed), required. */
  /** What the managed-browser policy does with the item while it is blocked. */
  block_mode: Generated<'blocked' | 'removed'>;
  pick: Generated<boolean>;
  usercount: Generated<number>;
  downloadcount: Generated<number>;
  like_count: Generated<number>;
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** How many ratings gave 1, 2, 3, 4 and 5 stars; they add up to rating_count. */
  rating_stars: ColumnType<number[], string | undefined, string>;
  /** Ratings with a written review. */
  rating_text_count: Generated<number>;
  /** Web apps registered by URL: the registrable host, unique among web apps. */
  web_domain: string | null;
  published_listing_id: number | null;
  /**
   * The category of the published listing, kept in step by the database (migration 0040), so
   * a list in a category is a range of an index in list order. Only an insert that writes the
   * listing in the same statement (the large seeder) names it.
   */
  category_code: Generated<string | null>;
  draft_listing_id: number | null;
  first_approved_at: Timestamp | null;
  last_approved_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Set when a reviewer turned the published product private. */
  private_at: Timestamp | null;
  /** When the current review request was made; the review queue is ordered by it. */
  submitted_at: Timestamp | null;
  /**
   * Raised by every change of the draft or package and every review transition: a review
   * decision names the revision it was made on (see the review machine).
   */
  revision: Generated<number>;
  /** Computed: a published listing that was not turned private. */
  live: GeneratedAlways<boolean>;
  /**
   * When the item first reached the store: its first approval, or its creation for items that
   * predate reviews. The "new" lists are in this order.
   */
  released_at: GeneratedAlways<Timestamp>;
}

/**
 * How many listed items (live, LISTING, not blocked) there are of each product type, category
 * and provider ('' for none): the lists' totals. Kept by triggers on items (migration 0040);
 * the server only reads it.
 */
export interface ListedItemCountsTable {
  product_type: string;
  category_code: string;
  provider: string;
  items: ColumnType<string | number, never, never>;
}

export interface ThemeSettings {
  photoCount: number;
  notices: boolean;
  topSites: boolean;
  clock: 'digital' | 'analog';
}

export interface WebAppManifestRecord {
  name: string | null;
  short_name: string | null;
  start_url: string | null;
  display: string | null;
  theme_color: string | null;
  background_color: string | null;
  icons: { src: string; sizes: string | null }[];
}

/** A listing is one version of an item's store page: the published one or the draft. */
export interface ListingsTable {
  id: Generated<number>;
  item_id: string;
  category_code: string | null;
  default_locale: string;
  regions: ColumnType<string[], string[] | undefined, string[]>;
  mature_content: Generated<boolean>;
  change_log: string | null;
  package_id: number | null;
  web_url: string | null;
  web_manifest: Json<WebAppManifestRecord | null> | null;
  theme: Json<ThemeSettings | null> | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LocalizationsTable {
  listing_id: number;
  locale: string;
  name: string;
  short_description: string | null;
  description: string;
  change_log: string | null;
}

/** kind: icon, image (promotional), slide (screenshot) or theme (wallpaper photo). */
export interface MediaTable {
  id: Generated<number>;
  listing_id: number;
  kind: string;
  /** null for media shown in every language. */
  locale: string | null;
  file_key: string;
  width: number;
  height: number;
  position: Generated<number>;
  like_count: Generated<number>;
  created_at: Timestamp;
  /** Web-friendly derivatives by name (webp, thumb): storage keys. */
  derivatives: ColumnType<Record<string, string>, string | undefined, string>;
}

/** A package an approval made public, with the change logs visitors saw for it. */
export interface PublishedVersionsTable {
  item_id: string;
  package_id: number;
  published_at: Timestamp;
  default_locale: string;
  /** The listing's own change log (older listings have only this one). */
  change_log: string | null;
  /** The change log per language. */
  change_logs: Json<Record<string, string>>;
  /** A rollback's: the earlier version whose package this one carries (migration 0033). */
  rollback_of: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PackagesTable {
  id: Generated<number>;
  item_id: string;
  file_key: string;
  file_name: string;
  manifest: Json<Record<string, unknown>>;
  manifest_version: number;
  version: string;
  size: number;
  sha256: string;
  created_at: CreatedAt;
  report: ColumnType<PackageReportRecord, string | undefined, string>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  host_permissions: ColumnType<string[], string[] | undefined, string[]>;
  /** Set while the scan rules could not run on the package since its upload (migration 0038). */
  rules_scan_failed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/**
 * What the reviewers' heuristics found in one package's files (migration 0021); `findings` is
 * code-review/package-insights.ts's PackageFindings, read back through its schema.
 */
export interface PackageInsightsTable {
  package_id: number;
  analysis: number;
  findings: Json<unknown>;
  computed_at: Timestamp;
}

export interface PackageReportIssue {
  code: string;
  severity: 'error' | 'warning';
  path: string | null;
  /** Values the words name (the published version); see packageIssueMessage. */
  values?: Record<string, string>;
  /** Several findings of the code grouped into this entry, and how many more were left out. */
  items?: string[];
  omitted?: number;
}

/** What inspection found, kept with the package; words come from the contract by code. */
export interface PackageReportRecord {
  errors: PackageReportIssue[];
  warnings: PackageReportIssue[];
}

/** The key pair a store-made item id comes from; the private key is sealed (see item-keys). */
export interface ItemKeysTable {
  item_id: string;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}

/** Images a developer uploaded through an upload session, before a listing uses them. */
export interface MediaUploadsTable {
  user_id: string;
  kind: string;
  file_key: string;
  width: number;
  height: number;
  derivatives: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: CreatedAt;
}

/** Submissions and review decisions, newest last; also the moderators' accountability log. */
export interface ReviewEventsTable {
  id: Generated<number>;
  item_id: string;
  action: string;
  actor_id: string | null;
  guidelines: ColumnType<string[], string[] | undefined, string[]>;
  message: string | null;
  created_at: CreatedAt;
}

/** One rating per user and item; a hidden one (hidden_at) is out of the aggregate and lists. */
export interface RatingsTable {
  id: Generated<number>;
  item_id: string;
  user_id: string;
  score: number;
  /** The written review; null for a score alone. */
  text: string | null;
  /** The item's version when the rating was given. */
  version: string | null;
  helpful_count: Generated<number>;
  hidden_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A "helpful" mark, one per user and rating. */
export interface RatingVotesTable {
  rating_id: number;
  user_id: string;
  created_at: CreatedAt;
}

/** A like of a wallpaper, one per user and item; items.like_count counts them in. */
export interface ItemLikesTable {
  item_id: string;
  user_id: string;
  created_at: CreatedAt;
}

/**
 * A visitor's report of an item to the administrators; at most one open per account and item.
 * Closed reports keep who closed them, how and the note.
 */
export interface ItemReportsTable {
  id: Generated<number>;
  item_id: string;
  reporter_id: string;
  reason: 'malware' | 'spam' | 'copyright' | 'other';
  text: string | null;
  created_at: CreatedAt;
  closed_at: Timestamp | null;
  resolution: 'dismissed' | 'resolved' | 'blocked' | null;
  closed_by: string | null;
  note: string | null;
}

/** The item's developer's answer to a rating, one per rating. */
export interface RatingRepliesTable {
  rating_id: number;
  author_id: string | null;
  text: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A visitor's report of a rating, one per user and rating, open until an administrator acts. */
export interface RatingReportsTable {
  id: Generated<number>;
  rating_id: number;
  reporter_id: string;
  reason: 'spam' | 'offensive' | 'off_topic' | 'other';
  text: string | null;
  created_at: CreatedAt;
  resolved_at: Timestamp | null;
  resolution: 'hidden' | 'dismissed' | 'restored' | null;
  resolved_by: string | null;
}

export interface BannersTable {
  id: Generated<number>;
  type: string;
  link_url: string;
  image_key: string;
  title_en: string;
  title_ko: string;
  description_en: string | null;
  description_ko: string | null;
  background_color: string | null;
  position: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  /** The one interface language the banner is shown in; null for every language. */
  language: string | null;
  /** Optional schedule: shown from starts_at (inclusive) until ends_at (exclusive). */
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  /** Web-friendly derivatives of the image by name (webp, thumb): storage keys. */
  derivatives: ColumnType<Record<string, string>, string | undefined, string>;
}

/** Administrators' curation changes: who did what to which target, and why. */
export interface AdminActionsTable {
  id: Generated<number>;
  actor_id: string | null;
  action: string;
  /** What was changed, e.g. "banner:12", "item:<id>", "category:theme/nature". */
  target: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  reason: string | null;
  created_at: CreatedAt;
}

/** The curated mobile websites of the sidebar store, in the console's order. */
export interface MobileSitesTable {
  id: Generated<number>;
  name: string;
  url: string;
  /** Storage key of the site's icon; null shows the site's initial. */
  icon_key: string | null;
  category: string;
  /** The one interface language the site is listed for; null for every language. */
  language: string | null;
  position: Generated<number>;
  /** Whether the site may be shown inside the side panel: allowed, refused or unknown. */
  framing: Generated<string>;
  /** What the framing check saw: the header that decided, or why the site was not reached. */
  framing_detail: string | null;
  checked_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Event pages (/event/<slug>): see migration 0018_events. */
export interface EventsTable {
  id: Generated<number>;
  slug: string;
  title_en: string;
  /** Null shows the English title to Korean visitors. */
  title_ko: string | null;
  description_en: string | null;
  description_ko: string | null;
  /** Storage key of the cover picture, or null for none. */
  cover_key: string | null;
  /** Web-friendly copies of the cover by name (webp, thumb): storage keys. */
  cover_derivatives: ColumnType<Record<string, string>, string | undefined, string>;
  /** draft or live. */
  state: Generated<string>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The items of an event, in order. */
export interface EventItemsTable {
  event_id: number;
  item_id: string;
  position: number;
}

export interface WinnersTable {
  id: Generated<number>;
  year: number;
  prize: string;
  item_id: string;
  position: Generated<number>;
  created_at: Timestamp;
}

/**
 * An item's usage on one UTC day, counted from update checks (see src/usage/check-counts.ts for
 * what each number counts); no address or installation identifier is kept.
 */
export interface ItemUsageDailyTable {
  item_id: string;
  /** A calendar day (UTC) as YYYY-MM-DD. */
  day: string;
  active_installs: number;
  new_installs: number;
  update_checks: number;
}

/**
 * Companion reports of one day naming a browser group and the version of its policy file
 * (migration 0030): how many browsers ran that copy of the group's file that day.
 */
export interface GroupPolicyReportsDailyTable {
  group_id: string;
  /** A calendar day (UTC) as YYYY-MM-DD. */
  day: string;
  /** The group's policyChangedAt when the file the browser runs was made. */
  policy_version: ColumnType<Date, Date | string, Date | string>;
  reports: number;
}

/** The random salt of one day's update-check claims (migration 0025), deleted after the day. */
export interface UsageDaySaltsTable {
  /** A calendar day (UTC) as YYYY-MM-DD. */
  day: string;
  salt: Uint8Array;
}

/**
 * One update check counted on a day (migration 0025, see src/usage/update-check-counter.ts): a
 * salted hash of the client address, the item and what was counted, never the address.
 */
export interface UpdateCheckClaimsTable {
  /** A calendar day (UTC) as YYYY-MM-DD. */
  day: string;
  digest: Uint8Array;
}

/** What the store saw of one version of an item on one day (migration 0024, see src/installs). */
export interface PackageInstallDailyTable {
  item_id: string;
  version: string;
  /** A calendar day (UTC) as YYYY-MM-DD. */
  day: string;
  offered: number;
  downloads: number;
  page_downloads: number;
  checks: number;
  reported: number;
  first_download_at: Date | null;
  last_download_at: Date | null;
}

/** Page views per day and anonymised path; no visitor, item id or single view is kept. */
export interface PageViewDailyTable {
  /** A calendar day (UTC) as YYYY-MM-DD. */
  day: string;
  path: string;
  count: number;
}

/**
 * A signed CRX3 package of one version: an item's approved package (package_id) or the
 * companion extension's (package_id null). Immutable once written.
 */
export interface SignedPackagesTable {
  app_id: string;
  version: string;
  package_id: number | null;
  file_key: string;
  sha256: string;
  size: number;
  created_at: CreatedAt;
}

/** A browser group's copy of a signed package, naming the group's update address. */
export interface GroupSignedPackagesTable {
  app_id: string;
  version: string;
  group_id: string;
  file_key: string;
  sha256: string;
  size: number;
  created_at: CreatedAt;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  upload_sessions: UploadSessionsTable;
  creators: CreatorsTable;
  categories: CategoriesTable;
  items: ItemsTable;
  listed_item_counts: ListedItemCountsTable;
  listings: ListingsTable;
  localizations: LocalizationsTable;
  media: MediaTable;
  packages: PackagesTable;
  published_versions: PublishedVersionsTable;
  ratings: RatingsTable;
  rating_votes: RatingVotesTable;
  rating_replies: RatingRepliesTable;
  rating_reports: RatingReportsTable;
  item_likes: ItemLikesTable;
  item_reports: ItemReportsTable;
  banners: BannersTable;
  winners: WinnersTable;
  page_view_daily: PageViewDailyTable;
  item_usage_daily: ItemUsageDailyTable;
  group_policy_reports_daily: GroupPolicyReportsDailyTable;
  usage_day_salts: UsageDaySaltsTable;
  update_check_claims: UpdateCheckClaimsTable;
  package_install_daily: PackageInstallDailyTable;
  settings: SettingsTable;
  item_keys: ItemKeysTable;
  media_uploads: MediaUploadsTable;
  review_events: ReviewEventsTable;
  admin_actions: AdminActionsTable;
  mobile_sites: MobileSitesTable;
  events: EventsTable;
  event_items: EventItemsTable;
  signed_packages: SignedPackagesTable;
  group_signed_packages: GroupSignedPackagesTable;
  package_insights: PackageInsightsTable;
  attempt_limits: AttemptLimitsTable;
  access_tokens: AccessTokensTable;
  known_addresses: KnownAddressesTable;
  sign_in_flows: SignInFlowsTable;
  mail_outbox: MailOutboxTable;
  mail_preferences: MailPreferencesTable;
  browser_groups: BrowserGroupsTable;
  browser_group_items: BrowserGroupItemsTable;
  outside_items: OutsideItemsTable;
  browser_group_outside_items: BrowserGroupOutsideItemsTable;
  install_requests: InstallRequestsTable;
  item_releases: ItemReleasesTable;
  scan_rules: ScanRulesTable;
  scan_matches: ScanMatchesTable;
  fleet_browsers: FleetBrowsersTable;
  fleet_extensions: FleetExtensionsTable;
  fleet_alerts: FleetAlertsTable;
  fleet_extension_versions: FleetExtensionVersionsTable;
  item_owner_changes: ItemOwnerChangesTable;
  admin_mail_preferences: AdminMailPreferencesTable;
}

/** A browser that reports its extensions: a random id and its secret's hash, nothing of a person. */
export interface FleetBrowsersTable {
  id: string;
  secret_hash: string;
  group_id: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

/** One extension of a browser, as its last report said. */
export interface FleetExtensionsTable {
  browser_id: string;
  extension_id: string;
  name: string;
  version: string;
  enabled: boolean;
  install_type: string;
  permissions: Json<string[]>;
  host_permissions: Json<string[]>;
  update_url: string | null;
  /** A FleetSource of the contract, from the update URL. */
  source: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

/** A drift alert in the fleet: one per cause while not resolved (migration 0037). */
export interface FleetAlertsTable {
  id: Generated<string>;
  /** A FleetAlertKind of the contract. */
  kind: string;
  cause_key: string;
  extension_id: string;
  name: string;
  groups: Json<{ groupId: string; name: string }[]>;
  /** The contract's FleetAlertDetails. */
  details: Json<Record<string, unknown>>;
  /** A FleetAlertState of the contract. */
  state: Generated<string>;
  browsers: Generated<number>;
  count: Generated<number>;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
  resolved_at: Date | null;
  mailed_at: Date | null;
}

/** What a version of an extension asked for when a browser first reported it. */
export interface FleetExtensionVersionsTable {
  extension_id: string;
  version: string;
  permissions: Json<string[]>;
  host_permissions: Json<string[]>;
  first_seen_at: Generated<Date>;
}

/** A store item's move to another developer account. */
export interface ItemOwnerChangesTable {
  id: GeneratedAlways<string>;
  item_id: string;
  from_creator_id: string | null;
  to_creator_id: string | null;
  changed_at: Generated<Date>;
}

/** An administrator's choice of the fleet alert digest. */
export interface AdminMailPreferencesTable {
  user_id: string;
  fleet_alerts: Generated<boolean>;
  language: Generated<string>;
  updated_at: Generated<Date>;
}

/** Every mail to a developer, written before it is sent (see src/mail). */
export interface MailOutboxTable {
  id: GeneratedAlways<number>;
  /** A MailKind of the contract. */
  kind: string;
  recipient: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  item_id: string | null;
  /** queued, sent, failed or kept. */
  status: string;
  attempts: Generated<number>;
  error: string | null;
  /** When a queued mail may be tried (again); a claimed mail's lease. */
  next_attempt_at: Generated<Date>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  sent_at: Timestamp | null;
}

/** A developer's choice of mails and their language. */
export interface MailPreferencesTable {
  creator_id: string;
  decisions: Generated<boolean>;
  ratings: Generated<boolean>;
  reports: Generated<boolean>;
  language: string;
  language_chosen: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** Attempt counts of the sign-in and sign-up limits, per limiter (`scope`) and key. */
export interface AttemptLimitsTable {
  scope: string;
  key: string;
  counted: number;
  running: number;
  last_at: Timestamp;
  running_until: Timestamp;
}

/** Single sign-on flows under way, by the SHA-256 of the id in the browser's cookie. */
export interface SignInFlowsTable {
  id_hash: string;
  /** The flow as `portal/oidc-flows.ts` writes it (verifier, state, nonce, return URL …). */
  flow: Json<Record<string, unknown>>;
  expires_at: Timestamp;
}

/** The client addresses an account signed in from recently. */
export interface KnownAddressesTable {
  email: string;
  address: string;
  seen_at: Timestamp;
}

/** A department's managed browsers: its install mode and the limits it sets for every item. */
export interface BrowserGroupsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  is_default: Generated<boolean>;
  install_mode: Generated<'open' | 'allowlist'>;
  blocked_permissions: Json<string[]>;
  runtime_blocked_hosts: Json<string[]>;
  runtime_allowed_hosts: Json<string[]>;
  blocked_install_message: string | null;
  /** Pilot groups receive a staged release's new version first (never the default group). */
  pilot: Generated<boolean>;
  /** Whether the group's browsers send inventory reports (src/fleet). */
  inventory: Generated<boolean>;
  policy_changed_at: Generated<Date>;
  created_at: CreatedAt;
}

/** How one group's browsers get one item, and the limits Chromium applies to it there. */
export interface BrowserGroupItemsTable {
  group_id: string;
  item_id: string;
  mode: 'allowed' | 'normal_installed' | 'force_installed' | 'blocked' | 'removed';
  blocked_permissions: Json<string[]>;
  runtime_blocked_hosts: Json<string[]>;
  runtime_allowed_hosts: Json<string[]>;
  minimum_version: string | null;
  toolbar_pin: 'force_pinned' | 'default_pinned' | 'default_unpinned' | null;
  blocked_install_message: string | null;
  updated_at: Generated<Date>;
}

/** An extension the store does not host, which groups may allow, install or block. */
export interface OutsideItemsTable {
  id: string;
  update_url: string;
  name: string;
  name_ko: string | null;
  description: Generated<string>;
  description_ko: string | null;
  icon_key: string | null;
  page_url: string | null;
  blocked: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** How one group's browsers get one outside item: a browser_group_items entry for it. */
export interface BrowserGroupOutsideItemsTable {
  group_id: string;
  outside_id: string;
  mode: 'allowed' | 'normal_installed' | 'force_installed' | 'blocked' | 'removed';
  blocked_permissions: Json<string[]>;
  runtime_blocked_hosts: Json<string[]>;
  runtime_allowed_hosts: Json<string[]>;
  minimum_version: string | null;
  toolbar_pin: 'force_pinned' | 'default_pinned' | 'default_unpinned' | null;
  blocked_install_message: string | null;
  updated_at: Generated<Date>;
}

/** A visitor's request for an item their browser group does not allow, and its decision. */
export interface InstallRequestsTable {
  id: Generated<string>;
  user_id: string;
  item_id: string;
  group_id: string;
  reason: string;
  language: Generated<'en' | 'ko'>;
  state: Generated<'open' | 'approved' | 'denied' | 'withdrawn'>;
  decision_reason: string | null;
  decided_by: string | null;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
}

export type UserRow = Selectable<UsersTable>;
export type CreatorRow = Selectable<CreatorsTable>;
export type ItemRow = Selectable<ItemsTable>;
export type NewItem = Insertable<ItemsTable>;
export type ItemUpdate = Updateable<ItemsTable>;
export type ListingRow = Selectable<ListingsTable>;
export type NewListing = Insertable<ListingsTable>;
export type LocalizationRow = Selectable<LocalizationsTable>;
export type MediaRow = Selectable<MediaTable>;
export type PackageRow = Selectable<PackagesTable>;

/** An item's latest staged release (see db/item-releases.ts). */
export interface ItemReleasesTable {
  item_id: string;
  pilot_version: string;
  held_version: string;
  started_at: Generated<Date>;
  promote_at: Date | null;
  developer_may_promote: Generated<boolean>;
  staged_by: string | null;
  promoted_at: Date | null;
  promoted_by: string | null;
}

/** An administrator's scan rule and its retro-hunt's progress (migration 0036). */
export interface ScanRulesTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  severity: string;
  match_kind: string;
  match_target: string;
  pattern: string;
  action: string;
  enabled: Generated<boolean>;
  starter: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  hunt_started_at: Date | null;
  hunt_finished_at: Date | null;
  hunt_total: Generated<number>;
  hunt_scanned: Generated<number>;
  /** The last package id read; the hunt reads ids above it up to hunt_until. */
  hunt_cursor: Generated<number>;
  hunt_until: Generated<number>;
  hunt_lease_until: Date | null;
}

/** One rule's finding in one package: a file, or the package as a whole (file_path ''). */
export interface ScanMatchesTable {
  id: Generated<string>;
  rule_id: string;
  package_id: number;
  item_id: string;
  file_path: Generated<string>;
  line: number | null;
  excerpt: string | null;
  timed_out: Generated<boolean>;
  source: string;
  found_at: Generated<Date>;
  cleared_at: Date | null;
  cleared_by: string | null;
}

export type ScanRuleRow = Selectable<ScanRulesTable>;
export type ScanMatchRow = Selectable<ScanMatchesTable>;
