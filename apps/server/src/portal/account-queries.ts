import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The stored password hash of an account; null for single sign-on accounts (or none). */
export async function loadPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

/** The account signing in with an email, matched without regard to case. */
export function findAccountByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; password_hash: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Whether an account already uses the email, in any case. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
