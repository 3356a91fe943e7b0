import {
  type InstallPolicy,
  isWebAppType,
  type Language,
  type PolicyItem,
  type ProductType,
} from '@lagoon/contract';
import { recordAction } from '../audit/audit-log.js';
import { loadCurationItems } from '../curation/item-queries.js';
import type { Db } from '../db/database.js';
import { defaultInstallPolicySql } from '../db/default-install-policy.js';
import { installRefusalSql } from '../db/install-refusal.js';
import { touchPolicy } from '../db/policy-changes.js';
import { putGroupItemMode } from '../groups/group-item-commands.js';
import { AppError } from '../http/errors.js';

/**
 * Every item the Browsers page names: pre-installed or required in the default group, or
 * blocked for the whole store. Named in the interface language, with icon and, for web apps,
 * the start URL of the live listing.
 */
export async function loadPolicyItems(db: Db, language: Language): Promise<PolicyItem[]> {
  const rows = await db
    .selectFrom('items')
    .leftJoin('listings', 'listings.id', 'items.published_listing_id')
    .select([
      'items.id',
      'items.product_type',
      defaultInstallPolicySql('items').as('install_policy'),
      'items.blocked',
      'items.block_mode',
      'listings.web_url',
      installRefusalSql('items').as('install_refusal'),
    ])
    .where((eb) =>
      eb.or([eb(defaultInstallPolicySql('items'), '<>', 'none'), eb('items.blocked', '=', true)]),
    )
    .orderBy('items.id')
    .execute();
  if (rows.length === 0) return [];
  const shown = new Map(
    (
      await loadCurationItems(db, { ids: rows.map((row) => row.id), limit: rows.length }, language)
    ).map((item) => [item.extensionId, item]),
  );
  return rows.map((row) => ({
    extensionId: row.id,
    name: shown.get(row.id)?.name ?? row.id,
    icon: shown.get(row.id)?.icon ?? null,
    productType: row.product_type,
    installPolicy: row.install_policy,
    blocked: row.blocked,
    blockMode: row.block_mode,
    webAppUrl: isWebAppType(row.product_type as ProductType) ? row.web_url : null,
    installRefusal: row.install_refusal,
  }));
}

/**
 * Sets how the default group's browsers get an item: pre-installed, required, or neither (the
 * Browsers page's store-wide choice, kept as the default group's entry). Pre-installing or
 * requiring it is refused with the code that says why browsers could not install it
 * (db/install-refusal.ts): no published version, private, a wallpaper without a theme package,
 * no signed package. Choosing none is always allowed, and takes away only a pre-installing or
 * requiring entry; a blocked item keeps its choice for when it is unblocked. Returns the
 * previous choice, or null when nothing changed.
 */
export async function setInstallPolicy(
  db: Db,
  itemId: string,
  installPolicy: InstallPolicy,
): Promise<InstallPolicy | null> {
  const item = await db
    .selectFrom('items')
    .select([
      defaultInstallPolicySql('items').as('install_policy'),
      installRefusalSql('items').as('install_refusal'),
    ])
    .where('id', '=', itemId)
    .forUpdate()
    .executeTakeFirst();
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');
  if (item.install_policy === installPolicy) return null;
  if (installPolicy !== 'none' && item.install_refusal) throw new AppError(item.install_refusal);
  const group = await db
    .selectFrom('browser_groups')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  if (installPolicy === 'none') {
    await db
      .deleteFrom('browser_group_items')
      .where('group_id', '=', group.id)
      .where('item_id', '=', itemId)
      .where('mode', 'in', ['normal_installed', 'force_installed'])
      .execute();
  } else {
    const mode = installPolicy === 'required' ? 'force_installed' : 'normal_installed';
    await putGroupItemMode(db, { groupId: group.id, itemId }, mode);
  }
  await touchPolicy(db);
  return item.install_policy;
}

/**
 * An administrator's choice of how managed browsers get an item, with its line in the log, in
 * one transaction; nothing is written when the choice is the item's already.
 */
export function changeInstallPolicy(
  db: Db,
  change: { actorId: string; itemId: string; installPolicy: InstallPolicy },
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const previous = await setInstallPolicy(trx, change.itemId, change.installPolicy);
    if (previous === null) return;
    await recordAction(trx, {
      actorId: change.actorId,
      action: 'install_policy.set',
      target: `item:${change.itemId}`,
      details: { from: previous, to: change.installPolicy },
      reason: null,
    });
  });
}
