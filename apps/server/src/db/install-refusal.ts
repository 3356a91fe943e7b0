import { type InstallPolicyRefusal, WEB_APP_TYPES } from '@lagoon/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * Why managed browsers could not install an item by policy, as SQL: the contract's refusal
 * code, or null when the policy may pre-install or require it. The one place the rule is
 * written: the install-policy change refuses with it, the Browsers page shows it, and the
 * console's item search leaves such items out of what it offers. `alias` names the items table.
 *
 * - no published version (never approved, or withdrawn): nothing to install;
 * - private to its developer (or a visibility the store does not know, read as private): the
 *   update service answers such ids as unknown;
 * - an extension, sidebar or theme needs a signed CRX of its published version, which the
 *   update service offers. A theme whose listing has no package at all is a wallpaper only,
 *   applied from its store page by the companion, and says so;
 * - a web app goes to WebAppInstallForceList by its address and needs no package.
 * Blocked items keep their choice for when they are unblocked, so blocking is not a refusal.
 */
export function installRefusalSql(alias: string): RawBuilder<InstallPolicyRefusal | null> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const webAppTypes = sql.join(WEB_APP_TYPES.map((type) => sql.lit(type)));
  const packageOfPublished = sql`select 1 from listings rl
    join packages rp on rp.id = rl.package_id
    where rl.id = ${column('published_listing_id')}`;
  const signedPublished = sql`select 1 from listings rl
    join packages rp on rp.id = rl.package_id
    join signed_packages rs on rs.app_id = ${column('id')} and rs.version = rp.version
    where rl.id = ${column('published_listing_id')}`;
  return sql<InstallPolicyRefusal | null>`(case
    when not ${column('live')} then 'INSTALL_POLICY_NOT_PUBLISHED'
    when ${column('visibility')} not in ('LISTING', 'UNLISTED') then 'INSTALL_POLICY_PRIVATE'
    when ${column('product_type')} in (${webAppTypes}) then null
    when ${column('product_type')} = 'theme' and not exists (${packageOfPublished})
      then 'INSTALL_POLICY_WALLPAPER'
    when not exists (${signedPublished}) then 'INSTALL_POLICY_NO_PACKAGE'
    else null
  end)`;
}
