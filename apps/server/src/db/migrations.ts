import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { statements as m0001_catalog } from './migrations/0001_catalog.js';
import { statements as m0002_accounts } from './migrations/0002_accounts.js';
import { statements as m0002_search } from './migrations/0002_search.js';
import { statements as m0003_publishing } from './migrations/0003_publishing.js';
import { statements as m0004_curation } from './migrations/0004_curation.js';
import { statements as m0005_releaseOrder } from './migrations/0005_release_order.js';
import { statements as m0006_fileDerivatives } from './migrations/0006_file_derivatives.js';
import { statements as m0007_publishedListing } from './migrations/0007_published_listing.js';
import { statements as m0008_distribution } from './migrations/0008_distribution.js';
import { statements as m0009_reviewRevision } from './migrations/0009_review_revision.js';
import { statements as m0010_uploadSessionOwner } from './migrations/0010_upload_session_owner.js';
import { statements as m0011_search } from './migrations/0011_search.js';
import { statements as m0012_sharedState } from './migrations/0012_shared_state.js';
import { statements as m0013_ratings } from './migrations/0013_ratings.js';
import { statements as m0015_likes } from './migrations/0015_likes.js';
import { statements as m0016_mobileSites } from './migrations/0016_mobile_sites.js';
import { statements as m0017_itemReports } from './migrations/0017_item_reports.js';
import { statements as m0018_events } from './migrations/0018_events.js';
import { statements as m0019_mail } from './migrations/0019_mail.js';
import { statements as m0020_usage } from './migrations/0020_usage.js';
import { statements as m0021_packageInsights } from './migrations/0021_package_insights.js';
import { statements as m0022_publishedVersions } from './migrations/0022_published_versions.js';
import { statements as m0023_browserGroups } from './migrations/0023_browser_groups.js';
import { statements as m0024_installReports } from './migrations/0024_install_reports.js';
import { statements as m0024_installRequests } from './migrations/0024_install_requests.js';
import { statements as m0025_updateCheckClaims } from './migrations/0025_update_check_claims.js';
import { statements as m0026_defaultGroupEntries } from './migrations/0026_default_group_entries.js';
import { statements as m0028_outsideItems } from './migrations/0028_outside_items.js';
import { statements as m0029_groupPackages } from './migrations/0029_group_packages.js';
import { statements as m0030_groupPolicyReports } from './migrations/0030_group_policy_reports.js';
import { statements as m0031_accessTokens } from './migrations/0031_access_tokens.js';
import { statements as m0032_itemReleases } from './migrations/0032_item_releases.js';
import { statements as m0033_rollbacks } from './migrations/0033_rollbacks.js';
import { statements as m0034_uploadSessionTokens } from './migrations/0034_upload_session_tokens.js';
import { statements as m0035_fleet } from './migrations/0035_fleet.js';
import { statements as m0036_scanRules } from './migrations/0036_scan_rules.js';
import { statements as m0037_fleetAlerts } from './migrations/0037_fleet_alerts.js';
import { statements as m0038_packageRuleScans } from './migrations/0038_package_rule_scans.js';
import { statements as m0039_storeFingerprintIndexes } from './migrations/0039_store_fingerprint_indexes.js';
import { statements as m0040_itemListCategory } from './migrations/0040_item_list_category.js';
import { backfillRatingStars } from './rating-stars.js';

/**
 * Migrations are plain SQL, one statement per entry, so they read the same in review as in
 * the database and run unchanged on PGlite and PostgreSQL. Each lives in its own file under
 * migrations/, named as the database records it, with a comment on why it exists; a new one
 * gets a new file and a line here. Names run in order; the order of this list is only the
 * order the test template's fingerprint reads them in.
 */
export const MIGRATION_STATEMENTS: Record<string, string[]> = {
  '0001_catalog': m0001_catalog,
  '0002_accounts': m0002_accounts,
  '0002_search': m0002_search,
  '0003_publishing': m0003_publishing,
  '0004_curation': m0004_curation,
  '0005_release_order': m0005_releaseOrder,
  '0006_file_derivatives': m0006_fileDerivatives,
  '0007_published_listing': m0007_publishedListing,
  '0008_distribution': m0008_distribution,
  '0009_review_revision': m0009_reviewRevision,
  '0010_upload_session_owner': m0010_uploadSessionOwner,
  '0011_search': m0011_search,
  '0012_shared_state': m0012_sharedState,
  '0013_ratings': m0013_ratings,
  '0015_likes': m0015_likes,
  '0016_mobile_sites': m0016_mobileSites,
  '0018_events': m0018_events,
  '0017_item_reports': m0017_itemReports,
  '0021_package_insights': m0021_packageInsights,
  '0019_mail': m0019_mail,
  '0020_usage': m0020_usage,
  '0024_install_reports': m0024_installReports,
  '0022_published_versions': m0022_publishedVersions,
  '0023_browser_groups': m0023_browserGroups,
  '0024_install_requests': m0024_installRequests,
  '0025_update_check_claims': m0025_updateCheckClaims,
  '0026_default_group_entries': m0026_defaultGroupEntries,
  '0028_outside_items': m0028_outsideItems,
  '0029_group_packages': m0029_groupPackages,
  '0030_group_policy_reports': m0030_groupPolicyReports,
  '0031_access_tokens': m0031_accessTokens,
  '0032_item_releases': m0032_itemReleases,
  '0033_rollbacks': m0033_rollbacks,
  '0034_upload_session_tokens': m0034_uploadSessionTokens,
  '0035_fleet': m0035_fleet,
  '0036_scan_rules': m0036_scanRules,
  '0037_fleet_alerts': m0037_fleetAlerts,
  '0038_package_rule_scans': m0038_packageRuleScans,
  '0039_store_fingerprint_indexes': m0039_storeFingerprintIndexes,
  '0040_item_list_category': m0040_itemListCategory,
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
