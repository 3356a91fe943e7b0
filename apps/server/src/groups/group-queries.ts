import type { BrowserGroup } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { policyChangedAt } from '../db/policy-changes.js';
import { withRollouts } from './policy-rollout.js';

const GROUP_COLUMNS = [
  'g.id',
  'g.name',
  'g.description',
  'g.is_default',
  'g.install_mode',
  'g.pilot',
  'g.inventory',
  'g.blocked_permissions',
  'g.runtime_blocked_hosts',
  'g.runtime_allowed_hosts',
  'g.blocked_install_message',
  'g.policy_changed_at',
  'g.created_at',
] as const;

function laterOf(group: Date, store: string | null): string {
  const own = group.toISOString();
  return store !== null && store > own ? store : own;
}

/** A group's own settings, without which copy of its file its browsers run (policy-rollout.ts). */
export type GroupRecord = Omit<BrowserGroup, 'policyRollout'>;

/**
 * A group as its file and the console read it. Its policy also changes with what every group's
 * file says (a store-wide block, the companion's id), so it reports the later of its own change
 * and the store's.
 */
function present(row: GroupQueryRow, storeChangedAt: string | null): GroupRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.is_default,
    pilot: row.pilot,
    inventory: row.inventory,
    installMode: row.install_mode,
    blockedPermissions: row.blocked_permissions,
    runtimeBlockedHosts: row.runtime_blocked_hosts,
    runtimeAllowedHosts: row.runtime_allowed_hosts,
    blockedInstallMessage: row.blocked_install_message,
    itemCount: Number(row.item_count),
    policyChangedAt: laterOf(row.policy_changed_at, storeChangedAt),
    createdAt: row.created_at.toISOString(),
  };
}

function groupsQuery(db: Db) {
  return db
    .selectFrom('browser_groups as g')
    .select(GROUP_COLUMNS)
    .select(
      sql<number>`(select count(*) from browser_group_items gi where gi.group_id = g.id)
        + (select count(*) from browser_group_outside_items go where go.group_id = g.id)`.as(
        'item_count',
      ),
    );
}

type GroupQueryRow = Awaited<ReturnType<ReturnType<typeof groupsQuery>['executeTakeFirstOrThrow']>>;

/** Every group, the default first, then by name. */
export async function loadGroups(db: Db): Promise<BrowserGroup[]> {
  const [rows, storeChangedAt] = await Promise.all([
    groupsQuery(db).orderBy('g.is_default', 'desc').orderBy(sql`lower(g.name)`).execute(),
    policyChangedAt(db),
  ]);
  return withRollouts(
    db,
    rows.map((row) => present(row, storeChangedAt)),
  );
}

/** One group, or null when no group has the id. */
export async function findGroup(db: Db, groupId: string): Promise<GroupRecord | null> {
  const [row, storeChangedAt] = await Promise.all([
    groupsQuery(db).where('g.id', '=', groupId).executeTakeFirst(),
    policyChangedAt(db),
  ]);
  return row ? present(row, storeChangedAt) : null;
}

/** The store's default group: the one every store has from its first start. */
export async function findDefaultGroup(db: Db): Promise<GroupRecord> {
  const [row, storeChangedAt] = await Promise.all([
    groupsQuery(db).where('g.is_default', '=', true).executeTakeFirstOrThrow(),
    policyChangedAt(db),
  ]);
  return present(row, storeChangedAt);
}
