import { addDays } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { signedInAdmin } from '../test/factories.js';
import { publishedExtension, signedInDeveloper } from '../test/update-checks.js';
import { refreshListedUsers } from './listed-users.js';

/*
 * The users and installs a store page lists follow what browsers counted: the most active
 * installations on one finished day of the last week, and every new installation counted.
 */

let t: TestApp;
let admin: TestClient;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080' });
  admin = await signedInAdmin(t);
  owner = await signedInDeveloper(t);
});
afterAll(async () => t.close());

const today = new Date().toISOString().slice(0, 10);

async function counted(itemId: string, day: string, active: number, installs: number) {
  await t.database.db
    .insertInto('item_usage_daily')
    .values({
      item_id: itemId,
      day,
      active_installs: active,
      new_installs: installs,
      update_checks: active,
    })
    .execute();
}

async function listed(id: string): Promise<{ usercount: number; downloadcount: number }> {
  return jsonOf(await new TestClient(t.app).get(`/ajax/extensions/${id}?hl=en`));
}

describe('the users and installs a store page lists', () => {
  it('follow the busiest finished day of the last week, and keep what the page said before browsers counted', async () => {
    const counted7 = await publishedExtension(t, admin, owner);
    const todayOnly = await publishedExtension(t, admin, owner);
    await t.database.db
      .updateTable('items')
      .set({ usercount: 40, downloadcount: 70 })
      .where('id', 'in', [counted7, todayOnly])
      .execute();
    expect(await listed(counted7)).toMatchObject({ usercount: 40, downloadcount: 70 });

    await counted(counted7, addDays(today, -9), 900, 60);
    await counted(counted7, addDays(today, -3), 12, 10);
    await counted(counted7, addDays(today, -1), 9, 20);
    await counted(counted7, today, 30, 5);
    await counted(todayOnly, today, 3, 3);

    expect(await refreshListedUsers(t.database.db, today)).toEqual([counted7]);
    // What each server does when the refresh changed something (usage/routes.ts).
    t.app.catalogCache.clear();
    // Nine days ago is past the week and today is not over: the busiest day is 12. The
    // installs add up to 95, more than the 70 listed.
    expect(await listed(counted7)).toMatchObject({ usercount: 12, downloadcount: 95 });
    // Counted only today so far: the page keeps its figures until a day is over.
    expect(await listed(todayOnly)).toMatchObject({ usercount: 40, downloadcount: 70 });
    // Nothing changed since: nothing is written again.
    expect(await refreshListedUsers(t.database.db, today)).toEqual([]);
  });
});
