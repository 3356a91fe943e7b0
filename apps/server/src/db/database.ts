import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, Migrator } from 'kysely/migration';
import pg from 'pg';
import { acquireDataDirLock } from './lock.js';
import { migrationProvider } from './migrations.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Kysely's record of the migrations a database has run (the migrator's default name). */
const MIGRATION_TABLE = DEFAULT_MIGRATION_TABLE;

const INT8 = 20;
const DATE = 1082;
/** Counts reach billions, well inside a double; dates stay calendar strings. */
const parsers: Record<number, (value: string) => unknown> = {
  [INT8]: (value) => Number(value),
  [DATE]: (value) => value,
};

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Where the embedded database lives; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** A dumped data directory to start the embedded database from (tests reuse a migrated one). */
  template?: Blob | undefined;
}

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** The embedded database's data directory as an archive (PGlite only). */
  dump?: () => Promise<Blob | File>;
  close: () => Promise<void>;
}

/** Opens the database, runs pending migrations and returns a handle that closes cleanly. */
const embeddedDatabases = new WeakSet<Db>();

/**
 * Whether `db` is an embedded database itself: one session that keeps what it prepares (not a
 * transaction, whose statements must not fail, nor PostgreSQL, whose pool spreads statements over
 * connections that would each need their own).
 */
export function isEmbeddedDatabase(db: Db): boolean {
  return embeddedDatabases.has(db);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped
    // from the pool, which opens a new one when it is next needed. Without a listener, Node
    // would treat the pool's 'error' event as unhandled and stop the whole process.
    pool.on('error', (error) => {
      console.warn(`lagoon: an idle database connection ended: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateOrClose(db);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  let lock: { release: () => void } | null = null;
  let dataPath: string | undefined;
  if (options.dataDir) {
    lock = acquireDataDirLock(options.dataDir);
    dataPath = path.join(options.dataDir, 'db');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  try {
    const pglite = await PGlite.create(dataPath, {
      extensions: { pg_trgm },
      parsers,
      ...(options.template ? { loadDataDir: options.template } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateOrClose(db);
    embeddedDatabases.add(db);
    return {
      db,
      kind: 'pglite',
      dump: () => pglite.dumpDataDir('none'),
      async close() {
        try {
          await db.destroy();
          if (!pglite.closed) await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Whether the database has run exactly the migrations this code knows. Kysely's migrator finds
 * its own tables by reading every column of every table twice (about 0.8 s on the embedded
 * database), on every start and every test database; this asks its record directly. Anything
 * else (a new database, a pending migration, one this code does not know) goes to the migrator,
 * which applies or refuses it under its lock.
 */
async function migrationsUpToDate(db: Db): Promise<boolean> {
  const { rows: table } = await sql<{
    found: boolean;
  }>`select to_regclass(${MIGRATION_TABLE}) is not null as found`.execute(db);
  if (!table[0]?.found) return false;
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  const known = Object.keys(await migrationProvider.getMigrations());
  const applied = new Set(rows.map((row) => row.name));
  return applied.size === known.length && known.every((name) => applied.has(name));
}

/** Migrates, or closes the database (its connections) when that fails, and throws. */
async function migrateOrClose(db: Db): Promise<void> {
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
}

async function migrate(db: Db): Promise<void> {
  if (await migrationsUpToDate(db)) return;
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/** Whether a database error is a unique key refusing a second row (both back ends: 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}
