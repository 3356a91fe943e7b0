import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The search indexes of listing texts (GIN trigram indexes) cost most of a bulk load when they
 * grow row by row; built once over every row they cost a fraction. A large load therefore
 * drops them first and builds them again at the end, from their own definitions as the
 * database reports them, so whatever the migrations define comes back unchanged.
 *
 * The definitions are kept in `settings` in the same transaction as the drop: a load that is
 * interrupted leaves them there, and the next seeder run builds them before anything else.
 * Until then search still answers, only without the index.
 */
const DEFERRED_KEY = 'large_catalog_deferred_indexes';

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Builds the indexes a previous load dropped and did not get to build again. */
export async function restoreDeferredIndexes(db: Db, log: (message: string) => void) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', DEFERRED_KEY)
      .forUpdate()
      .executeTakeFirst();
    const deferred = (row?.value ?? []) as IndexDefinition[];
    for (const index of deferred) {
      const started = Date.now();
      await sql.raw(index.definition).execute(trx);
      log(`Built ${index.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    if (row) await trx.deleteFrom('settings').where('key', '=', DEFERRED_KEY).execute();
  });
}

/** Drops the GIN indexes of `localizations` until `restoreDeferredIndexes` builds them. */
export async function deferTextIndexes(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<IndexDefinition>`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = 'localizations'
        and indexdef ilike '% using gin %'`.execute(trx);
    if (rows.length === 0) return;
    await trx
      .insertInto('settings')
      .values({ key: DEFERRED_KEY, value: JSON.stringify(rows) })
      .execute();
    for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  });
}
