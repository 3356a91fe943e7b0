import os from 'node:os';
import type { RoleAction } from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';

/** Longest reason kept with a role change, as for curation changes and blocks. */
export const ROLE_REASON_MAX = 500;

/** Who changed a role from the server's shell, and on which machine. */
export interface ShellOperator {
  by: string;
  host: string;
}

/**
 * The operating-system user running this process, and the host. A user id without an entry in
 * the user database (common in containers) makes os.userInfo() throw; the numeric id still says
 * who it was.
 */
export function shellOperator(): ShellOperator {
  let by = '';
  try {
    by = os.userInfo().username;
  } catch {
    // No name for this user id; fall through to the id itself.
  }
  if (!by) {
    const uid = process.getuid?.();
    by = uid === undefined ? 'unknown' : `uid ${uid}`;
  }
  // Under sudo the account is root; the person is the one sudo names.
  const sudoUser = process.env.SUDO_USER?.trim();
  if (sudoUser && sudoUser !== by) by = `${sudoUser} (sudo as ${by})`;
  return { by, host: os.hostname() || 'unknown' };
}

/** The log entry a role change wrote. */
export interface RoleChangeEntry {
  id: number;
  action: RoleAction;
  /** "user:<email>", the email as the account stores it. */
  target: string;
  details: ShellOperator;
  reason: string | null;
  createdAt: Date;
}

export type RoleChange =
  /** No account uses that email; nothing changed. */
  | { outcome: 'no-account' }
  /** The account already had that role; nothing changed and nothing was recorded. */
  | { outcome: 'unchanged'; email: string }
  | { outcome: 'changed'; email: string; entry: RoleChangeEntry };

export interface RoleChangeOptions {
  /** Why, kept in the log; blank means none. */
  reason?: string | null | undefined;
  /** Who is changing it; the current operating-system user and host unless given. */
  operator?: ShellOperator | undefined;
}

/**
 * Gives or takes the administrator role by email (any case). An actual change is recorded in
 * admin_actions in the same transaction, so the role never changes without its log entry: no
 * account acts (actor_id is null), the details name the shell user and host.
 */
export async function setAdministrator(
  db: Db,
  email: string,
  isAdmin: boolean,
  options: RoleChangeOptions = {},
): Promise<RoleChange> {
  const reason = options.reason?.trim() || null;
  if (reason && reason.length > ROLE_REASON_MAX) {
    throw new RangeError(`The reason is longer than ${ROLE_REASON_MAX} characters.`);
  }
  const operator = options.operator ?? shellOperator();
  const action: RoleAction = isAdmin ? 'role.grant' : 'role.revoke';
  return db.transaction().execute(async (trx): Promise<RoleChange> => {
    // Locked, so two commands on the same account cannot both see the old role and both log.
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'is_admin'])
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!user) return { outcome: 'no-account' };
    if (user.is_admin === isAdmin) return { outcome: 'unchanged', email: user.email };
    await trx.updateTable('users').set({ is_admin: isAdmin }).where('id', '=', user.id).execute();
    const target = `user:${user.email}`;
    const details = { by: operator.by, host: operator.host };
    const row = await recordAction(trx, { actorId: null, action, target, details, reason });
    return {
      outcome: 'changed',
      email: user.email,
      entry: { id: row.id, action, target, details, reason, createdAt: row.createdAt },
    };
  });
}

/** The administrators' emails, sorted. */
export async function listAdministrators(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('is_admin', '=', true)
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}
