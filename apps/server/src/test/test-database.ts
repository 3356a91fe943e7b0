// The database a test file runs on: an embedded PGlite started from a migrated template, or a
// throwaway PostgreSQL database copied from a migrated template database (TEST_DATABASE_URL).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { MIGRATION_STATEMENTS, MIGRATION_STEPS } from '../db/migrations.js';

/** The database back end this test run uses: PostgreSQL when TEST_DATABASE_URL is set. */
export function testBackend(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * A throwaway database need not survive a crash of its server, so its commits do not wait for
 * the write-ahead log to reach the disk: what other sessions see is the same (a commit is
 * visible at once either way), only the flush happens moments later in the background. On the
 * shared two-core machine a flush cost about 5 ms per commit (150 one-row inserts: 1.1 to 1.3 s
 * waiting for each flush, 0.3 to 0.6 s without), and a sample of 15 API test files asked for
 * 842 flushes with it, 477 (the log writer's own) without.
 */
const ASYNCHRONOUS_COMMIT = 'SET synchronous_commit = off';

/**
 * A new, empty PostgreSQL database on the server of `adminUrl`, or with `template`, a copy of
 * that database (CREATE DATABASE … TEMPLATE copies its files, far quicker than replaying the
 * migrations).
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lagoon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(ASYNCHRONOUS_COMMIT);
    await admin.query(
      `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
    );
    // Every session on the test database, the app's pool included, commits the same way.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(ASYNCHRONOUS_COMMIT);
        // A plain drop stops an autovacuum worker busy in the database by itself (a test that
        // wrote a lot wakes one), which FORCE may not: the test role cannot terminate it.
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
      } catch (error) {
        // 55006: a connection of the test's own role is still open; end it and drop.
        if ((error as { code?: string }).code !== '55006') throw error;
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Names the migrations as they are now: a changed statement or code step makes a new template. */
function schemaVersion(): string {
  return (
    createHash('sha256')
      // The code steps count by name and source, so changing one builds a new template too.
      .update(
        JSON.stringify([
          MIGRATION_STATEMENTS,
          Object.entries(MIGRATION_STEPS).map(([name, step]) => [name, String(step)]),
        ]),
      )
      .digest('hex')
      .slice(0, 16)
  );
}

/** Any number; the advisory lock under which one test file at a time makes the template. */
const TEMPLATE_LOCK = 7_412_019;
let postgresTemplate: Promise<string> | null = null;

/**
 * The name of a migrated PostgreSQL database every test database of this schema version is
 * copied from. The first test file to need it migrates a database under a temporary name and
 * renames it when done, holding an advisory lock so that the others wait for it instead of
 * migrating too; a run stopped halfway leaves no half-migrated template behind.
 */
export function migratedTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `lagoon_test_template_${schemaVersion()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_new`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString() });
        await database.close();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  // A failure (the server went away) is not remembered: the next test file tries again.
  postgresTemplate.catch(() => {
    postgresTemplate = null;
  });
  return postgresTemplate;
}

/**
 * The part of a migrated embedded database no test reads: PostgreSQL's template0 and template1
 * databases (an embedded database never creates another), a third of the dump's files. Opening
 * the dump unpacks every file into the WASM file system, so without them a test file opens its
 * database with about 0.3 s less CPU (0.5 s instead of 0.8 s on the two-core machine). The
 * checkpoint leaves nothing for the next start to replay.
 */
const UNUSED_DATABASES = ['template0', 'template1'];

async function pruneForTemplate(database: DatabaseHandle): Promise<void> {
  for (const name of UNUSED_DATABASES) {
    await sql`alter database ${sql.id(name)} is_template false`.execute(database.db);
    await sql`drop database ${sql.id(name)}`.execute(database.db);
  }
  await sql`checkpoint`.execute(database.db);
}

/** The dumped, migrated data directory, read once per worker (test files share a worker). */
let pgliteTemplate: Promise<Blob> | null = null;

/**
 * Starting PGlite runs initdb, which costs seconds; a migrated data directory is dumped once
 * per schema version (in the temporary folder, for every worker and later runs) and every test
 * database starts from it. A Blob never changes, so each worker reads the file once and hands
 * the same one to every database it opens.
 */
function pgliteTemplateArchive(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const templatePath = path.join(
      os.tmpdir(),
      `lagoon-test-template-${schemaVersion()}-pruned.tar`,
    );
    if (!fs.existsSync(templatePath)) {
      const database = await openDatabase({});
      try {
        await pruneForTemplate(database);
        const dump = await database.dump!();
        const temporary = `${templatePath}.${process.pid}.tmp`;
        await fs.promises.writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
        await fs.promises.rename(temporary, templatePath);
      } finally {
        await database.close();
      }
    }
    return new Blob([await fs.promises.readFile(templatePath)]);
  })();
  // A failure is not remembered: the next test file tries again.
  pgliteTemplate.catch(() => {
    pgliteTemplate = null;
  });
  return pgliteTemplate;
}

/** A fresh, migrated embedded database in memory. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ template: await pgliteTemplateArchive() });
}
