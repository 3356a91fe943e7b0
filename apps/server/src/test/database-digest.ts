import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A fingerprint of every table, so a refused request can be shown to have changed nothing. */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ digest: string }>`
      SELECT md5(coalesce(string_agg(x::text, E'\n' ORDER BY x::text), '')) AS digest
      FROM ${sql.table(name)} x`.execute(db);
    digest[name] = row.rows[0]!.digest;
  }
  return digest;
}
