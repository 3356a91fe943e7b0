import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, openTestDatabase } from '../test/app.js';
import { type DatabaseHandle, openDatabase } from './database.js';

/**
 * A migrated database and a restart of it: closed and opened again, the throwaway PostgreSQL
 * database by its address, the embedded one from a dump of its data directory.
 */
async function migratedDatabase(): Promise<{
  first: DatabaseHandle;
  restart: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const throwaway = await createThrowawayDatabase(adminUrl);
    const open = () => openDatabase({ databaseUrl: throwaway.url });
    const first = await open();
    return {
      first,
      restart: async () => {
        await first.close();
        return open();
      },
      drop: throwaway.drop,
    };
  }
  const first = await openTestDatabase();
  return {
    first,
    restart: async () => {
      const dump = await first.dump!();
      await first.close();
      return openDatabase({ template: dump });
    },
    drop: async () => {},
  };
}

const opened: DatabaseHandle[] = [];
let dropAll: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close().catch(() => {});
  for (const drop of dropAll) await drop();
  dropAll = [];
});

describe('opening a database that has run migrations', () => {
  it('refuses one that ran a migration this version does not know (a newer release)', async () => {
    const { first, restart, drop } = await migratedDatabase();
    opened.push(first);
    dropAll.push(drop);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', ${new Date().toISOString()})`.execute(
      first.db,
    );
    await expect(restart()).rejects.toThrow(/9999_from_a_newer_release/);
  });
});
