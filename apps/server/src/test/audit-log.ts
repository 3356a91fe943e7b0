import type { AuditPage } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { jsonOf, type TestClient } from './app.js';

/** The administrators' log as the tests read it: a refused call must leave it as it was. */

/** How many lines the log holds. */
export async function adminActionCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admin_actions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest line of the curation log that matches `q`, as the console's search finds it. */
export async function lastCurationEntry(admin: TestClient, q: string) {
  const log = jsonOf<AuditPage>(await admin.get(`/admin/api/audit?area=curation&q=${q}`));
  return log.items[0];
}
