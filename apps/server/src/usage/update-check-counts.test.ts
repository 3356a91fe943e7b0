import type { ItemUsage } from '@lagoon/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import {
  atMoment,
  type CheckOptions,
  checkEntry,
  chromiumUpdateCheckFrom,
  dayOf,
  noonUtc,
  protocolDay,
  publishedExtension,
  signedInDeveloper,
} from '../test/update-checks.js';

/*
 * What the update service counts for a developer's statistics, from update checks sent the way
 * Chromium sends them (one `x` per extension, itself URL-encoded), with the roll-call Chromium
 * adds for update services that ask for one, read back through the developer's usage call. Each
 * item counts at most once per client address (an IPv6 one by its /64) and day.
 */

/** An id no item has. */
const UNKNOWN = 'p'.repeat(32);

let t: TestApp;
let admin: TestClient;
/** The developer of `item` and `sibling`. */
let owner: TestClient;
let item: string;
let sibling: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080' });
  const adminUser = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, adminUser.id);
  owner = await signedInDeveloper(t);
  item = await publishedExtension(t, admin, owner);
  sibling = await publishedExtension(t, admin, owner);
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const entry = (id: string, options?: CheckOptions) => checkEntry(id, options);
/** Browsers behind different addresses. */
const FIRST = '198.51.100.1';
const SECOND = '198.51.100.2';
const from =
  (address: string) =>
  (...entries: string[]) =>
    chromiumUpdateCheckFrom(t, address, ...entries);
const check = from(FIRST);

/** The counts as the developer sees them, once the checks' batch has been written. */
async function series(id: string, from: string, to: string): Promise<ItemUsage['days']> {
  await t.app.updateCheckCounter.flush();
  const response = await owner.get(`/creator/api/extensions/${id}/usage?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<ItemUsage>(response).days;
}

const counts = (day: ItemUsage['days'][number] | undefined) => ({
  active: day?.activeInstalls,
  checks: day?.updateChecks,
  new: day?.newInstalls,
});

describe('counting update checks', () => {
  it('counts an item once per address and day by its check and its roll-call, and again the next day', async () => {
    const first = noonUtc(-3);
    const second = noonUtc(-2);
    await atMoment(first, async () => {
      // Chromium sends the roll-call with the first check after the day changed, then none.
      const answer = await check(entry(item, { ping: 'r=-1&e=1' }), entry(UNKNOWN));
      expect(answer.statusCode).toBe(200);
      const dayStart = /<daystart elapsed_seconds="(\d+)" elapsed_days="(\d+)"\/>/.exec(
        answer.body,
      );
      expect(Number(dayStart?.[2])).toBe(protocolDay(first));
      // Seconds since midnight UTC: noon, and the moments the test took since.
      expect(Number(dayStart?.[1])).toBeGreaterThanOrEqual(12 * 60 * 60);
      expect(Number(dayStart?.[1])).toBeLessThan(12 * 60 * 60 + 60);
      expect(answer.body).toContain(`<app appid="${UNKNOWN}" status="error-unknownApplication"/>`);
      for (let round = 0; round < 4; round += 1) {
        expect((await check(entry(item), entry(UNKNOWN))).statusCode).toBe(200);
      }
      // A second browser behind another address.
      await from(SECOND)(entry(item));
    });
    await atMoment(second, async () => {
      await check(entry(item, { ping: 'r=1&e=1' }));
      await check(entry(item));
    });

    const days = await series(item, dayOf(first), dayOf(second));
    expect(days.map((day) => day.day)).toEqual([dayOf(first), dayOf(second)]);
    expect(counts(days[0])).toEqual({ active: 1, checks: 2, new: 0 });
    expect(counts(days[1])).toEqual({ active: 1, checks: 1, new: 0 });
    // The developer's other item was never named, and an unknown id leaves no row.
    expect((await series(sibling, dayOf(first), dayOf(second))).map(counts)).toEqual([
      { active: 0, checks: 0, new: 0 },
      { active: 0, checks: 0, new: 0 },
    ]);
    const unknownRows = await t.database.db
      .selectFrom('item_usage_daily')
      .select('item_id')
      .where('item_id', '=', UNKNOWN)
      .execute();
    expect(unknownRows).toEqual([]);
  });

  it("reads the date form of the roll-call against the day the store's answers name", async () => {
    const moment = noonUtc(-4);
    const today = protocolDay(moment);
    await atMoment(moment, async () => {
      // Reported yesterday: counted. Then the browser keeps today's number from the answer.
      await check(entry(sibling, { ping: `rd=${today - 1}&r=1` }));
      await check(entry(sibling, { ping: `rd=${today}` }));
      await check(entry(sibling, { ping: `rd=${today}` }));
      // A second installation, behind another address, reporting for the first time.
      await from(SECOND)(entry(sibling, { ping: 'rd=-1&r=-1' }));
    });
    const [day] = await series(sibling, dayOf(moment), dayOf(moment));
    expect(counts(day)).toEqual({ active: 2, checks: 2, new: 0 });
  });

  it('counts checks without a roll-call, as Chromium sends them to this store, only as checks', async () => {
    const moment = noonUtc(-5);
    await atMoment(moment, async () => {
      for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        await from(address)(entry(item));
      }
    });
    const [day] = await series(item, dayOf(moment), dayOf(moment));
    expect(counts(day)).toEqual({ active: 0, checks: 3, new: 0 });
  });

  it('counts a first-time check answered with the package as a new installation', async () => {
    const blocked = await publishedExtension(t, admin, owner);
    expect(
      (await admin.post(`/admin/api/items/${blocked}/block`, { reason: 'Malware' })).statusCode,
    ).toBe(200);
    const moment = noonUtc(-6);
    await atMoment(moment, async () => {
      const answer = await check(
        entry(item, { version: '0.0.0.0' }),
        entry(blocked, { version: '0.0.0.0' }),
      );
      expect(answer.body).toContain(`codebase="http://store.test:8080/crx/${item}/1.0.0.crx"`);
      expect(answer.body).toContain(`<app appid="${blocked}" status="restricted"/>`);
      // A version the browser could not read is not a first install.
      await from(SECOND)(entry(item, { version: 'garbage' }));
    });
    expect(counts((await series(item, dayOf(moment), dayOf(moment)))[0])).toEqual({
      active: 0,
      checks: 2,
      new: 1,
    });
    // The blocked item was asked for, but not installed.
    expect(counts((await series(blocked, dayOf(moment), dayOf(moment)))[0])).toEqual({
      active: 0,
      checks: 1,
      new: 0,
    });
  });

  it('counts an id named 200 times in one request once', async () => {
    const moment = noonUtc(-7);
    await atMoment(moment, async () => {
      const answer = await check(
        entry(item, { ping: 'r=1' }),
        ...Array.from({ length: 199 }, () => entry(item, { ping: 'r=1' })),
        entry(sibling),
      );
      expect(answer.statusCode).toBe(200);
      // Every check still gets its answer.
      expect(answer.body.match(new RegExp(`appid="${item}"`, 'g'))).toHaveLength(200);
    });
    expect(counts((await series(item, dayOf(moment), dayOf(moment)))[0])).toEqual({
      active: 1,
      checks: 1,
      new: 0,
    });
    expect(counts((await series(sibling, dayOf(moment), dayOf(moment)))[0])).toEqual({
      active: 0,
      checks: 1,
      new: 0,
    });
  });

  it('counts one address once per item and day however often it checks, across writes', async () => {
    const moment = noonUtc(-8);
    await atMoment(moment, async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => check(entry(item, { ping: 'r=1' }), entry(sibling))),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    });
    await t.app.updateCheckCounter.flush();
    // After the batch was written, the same address is still counted.
    await atMoment(moment, () => check(entry(item, { ping: 'r=1' }), entry(sibling)));
    const [itemDay] = await series(item, dayOf(moment), dayOf(moment));
    const [siblingDay] = await series(sibling, dayOf(moment), dayOf(moment));
    expect(counts(itemDay)).toEqual({ active: 1, checks: 1, new: 0 });
    expect(counts(siblingDay)).toEqual({ active: 0, checks: 1, new: 0 });
  });

  it('counts addresses of one IPv6 /64 as one, and separate /64s apart', async () => {
    const moment = noonUtc(-9);
    await atMoment(moment, async () => {
      for (const address of [
        '2001:db8:1:2::1',
        '2001:db8:1:2:ffff:ffff:ffff:fffe',
        '2001:0db8:0001:0002:0000:0000:0000:0009',
        '2001:db8:1:3::1',
        '2001:db8:9:2::1',
        // IPv4 written as IPv6 is that IPv4 address.
        '::ffff:192.0.2.77',
        '192.0.2.77',
      ]) {
        expect((await from(address)(entry(item))).statusCode).toBe(200);
      }
    });
    const [day] = await series(item, dayOf(moment), dayOf(moment));
    expect(counts(day)).toEqual({ active: 0, checks: 4, new: 0 });
  });

  it('counts checks arriving together from many addresses, with an id named twice in each', async () => {
    const moment = noonUtc(-10);
    await atMoment(moment, async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          from(`203.0.113.${index + 1}`)(
            entry(item, { ping: 'r=1' }),
            entry(sibling),
            entry(index % 2 ? item : UNKNOWN),
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    });
    const [itemDay] = await series(item, dayOf(moment), dayOf(moment));
    const [siblingDay] = await series(sibling, dayOf(moment), dayOf(moment));
    expect(counts(itemDay)).toEqual({ active: 12, checks: 12, new: 0 });
    expect(counts(siblingDay)).toEqual({ active: 0, checks: 12, new: 0 });
  });

  it('still answers a malformed check with 400 and counts nothing', async () => {
    const moment = noonUtc(-11);
    await atMoment(moment, async () => {
      const response = await t.app.inject({
        url: `/service/update2/crx?x=${encodeURIComponent(`v=1.0&uc&ping=${encodeURIComponent('r=1')}`)}`,
      });
      expect(response.statusCode).toBe(400);
    });
    expect(counts((await series(item, dayOf(moment), dayOf(moment)))[0])).toEqual({
      active: 0,
      checks: 0,
      new: 0,
    });
  });
});
