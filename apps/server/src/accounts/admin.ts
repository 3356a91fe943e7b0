import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Gives or takes the administrator role; false when no account has that email. */
export async function setAdministrator(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: isAdmin })
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
