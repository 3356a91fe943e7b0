import {
  type ApiErrorBody,
  type ItemUsage,
  USAGE_REPORT_MAX_IDS,
  USAGE_REPORT_PATH,
  USAGE_REPORTS_PER_HOUR,
} from '@lagoon/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { floodScope, sweepFloodCounts } from '../ratings/flood-limit.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import {
  atMoment,
  checkEntry,
  chromiumUpdateCheck,
  chromiumUpdateCheckFrom,
  dayOf,
  noonUtc,
  publishedExtension,
  signedInDeveloper,
} from '../test/update-checks.js';

/*
 * The companion's daily report of the store's items installed and enabled in its browser, as
 * it sends it (JSON, no cookies, no anti-forgery token), read back through the developer's
 * usage call.
 */

/** An id no item has (the companion names itself, which is no item, the same way). */
const UNKNOWN = 'p'.repeat(32);
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let owner: TestClient;
let item: string;
let sibling: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080' });
  const adminUser = await createUser(t.database.db, { isAdmin: true });
  const admin = new TestClient(t.app);
  await signIn(t.database.db, admin, adminUser.id);
  owner = await signedInDeveloper(t);
  item = await publishedExtension(t, admin, owner);
  sibling = await publishedExtension(t, admin, owner);
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A report as the companion sends it: a JSON body, no cookie, no anti-forgery header. */
function report(body: unknown, address = '198.51.100.1', options: Partial<InjectOptions> = {}) {
  return t.app.inject({
    method: 'POST',
    url: USAGE_REPORT_PATH,
    payload: body as InjectOptions['payload'],
    remoteAddress: address,
    ...options,
  });
}

async function activeOn(id: string, moment: Date): Promise<number | undefined> {
  const day = dayOf(moment);
  const response = await owner.get(`/creator/api/extensions/${id}/usage?from=${day}&to=${day}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<ItemUsage>(response).days[0]?.activeInstalls;
}

async function rowsOf(id: string) {
  return t.database.db
    .selectFrom('item_usage_daily')
    .selectAll()
    .where('item_id', '=', id)
    .execute();
}

describe('POST /ajax/usage/active', () => {
  it('adds one active installation per item named, under the day the store received the report', async () => {
    const moment = noonUtc(-2);
    await atMoment(moment, async () => {
      const first = await report({ ids: [item, sibling, UNKNOWN] });
      expect(first.statusCode, first.body).toBe(204);
      expect(first.body).toBe('');
      // A second browser, which has only one of the items.
      expect((await report({ ids: [item] }, '198.51.100.2')).statusCode).toBe(204);
    });
    expect(await activeOn(item, moment)).toBe(2);
    expect(await activeOn(sibling, moment)).toBe(1);
    // Neither the day before nor the day after.
    expect(await activeOn(item, new Date(moment.getTime() - 24 * HOUR_MS))).toBe(0);
    expect(await activeOn(item, new Date(moment.getTime() + 24 * HOUR_MS))).toBe(0);
    // An update check without a roll-call adds a check, never an active installation.
    await atMoment(moment, () => chromiumUpdateCheck(t, checkEntry(item)));
    await t.app.updateCheckCounter.flush();
    const [row] = await rowsOf(item);
    expect(row).toMatchObject({ active_installs: 2, update_checks: 1, new_installs: 0 });
  });

  it('counts a browser that sends roll-calls and runs the companion once, in either order', async () => {
    const moment = noonUtc(-7);
    const office = '198.51.100.40';
    const rollCall = (id: string, address: string) =>
      chromiumUpdateCheckFrom(t, address, checkEntry(id, { ping: 'r=1&e=1' }));
    await atMoment(moment, async () => {
      // Its checks carry a roll-call (counted with the next write), then its companion reports.
      expect((await rollCall(item, office)).statusCode).toBe(200);
      await t.app.updateCheckCounter.flush();
      expect((await report({ ids: [item] }, office)).statusCode).toBe(204);
    });
    expect(await activeOn(item, moment)).toBe(1);
    // Another browser behind the same address, with its own companion, is another installation.
    await atMoment(moment, () => report({ ids: [item] }, office));
    expect(await activeOn(item, moment)).toBe(2);

    // The report first, then the roll-call, written while the report is already counted.
    const home = '198.51.100.41';
    await atMoment(moment, async () => {
      expect((await report({ ids: [sibling] }, home)).statusCode).toBe(204);
      expect((await rollCall(sibling, home)).statusCode).toBe(200);
      await t.app.updateCheckCounter.flush();
    });
    expect(await activeOn(sibling, moment)).toBe(1);
    // A roll-call from an address no companion reported from still counts.
    await atMoment(moment, async () => {
      expect((await rollCall(sibling, '198.51.100.42')).statusCode).toBe(200);
      await t.app.updateCheckCounter.flush();
    });
    expect(await activeOn(sibling, moment)).toBe(2);
  });

  it('counts an item once per report however often the report names it, and ignores unknown ids', async () => {
    const moment = noonUtc(-3);
    await atMoment(moment, async () => {
      expect((await report({ ids: [sibling, sibling, sibling] })).statusCode).toBe(204);
      expect((await report({ ids: [UNKNOWN] })).statusCode).toBe(204);
    });
    expect(await activeOn(sibling, moment)).toBe(1);
    expect(await rowsOf(UNKNOWN)).toEqual([]);
  });

  it('needs no cookie and no anti-forgery token, and counts the same with them', async () => {
    const moment = noonUtc(-4);
    await atMoment(moment, async () => {
      // A signed-in developer's cookies change nothing: the report reads none.
      expect((await owner.post(USAGE_REPORT_PATH, { ids: [item] })).statusCode).toBe(204);
      expect((await report({ ids: [item] })).statusCode).toBe(204);
    });
    expect(await activeOn(item, moment)).toBe(2);
  });

  it('refuses bodies that are not a list of item ids with 400 and counts nothing', async () => {
    const moment = noonUtc(-5);
    const tooMany = Array.from({ length: USAGE_REPORT_MAX_IDS + 1 }, () => item);
    const bodies: [string, Partial<InjectOptions> & { payload?: unknown }][] = [
      ['no ids', { payload: {} }],
      ['an empty list', { payload: { ids: [] } }],
      ['not a list', { payload: { ids: item } }],
      ['an id that is no extension id', { payload: { ids: [item, 'not-an-id'] } }],
      ['an upper-case id', { payload: { ids: [item.toUpperCase()] } }],
      ['a number', { payload: { ids: [item, 42] } }],
      ['too many ids', { payload: { ids: tooMany } }],
      [
        'a form post',
        { payload: JSON.stringify({ ids: [item] }), headers: { 'content-type': 'text/plain' } },
      ],
      ['broken JSON', { payload: '{"ids": [', headers: { 'content-type': 'application/json' } }],
    ];
    await atMoment(moment, async () => {
      for (const [name, { payload, ...options }] of bodies) {
        const response = await report(payload, '198.51.100.3', options);
        expect(response.statusCode, name).toBe(400);
        expect(jsonOf<ApiErrorBody>(response).error.code, name).toBe('INVALID_REQUEST');
      }
      // The largest report there may be is counted.
      const largest = Array.from({ length: USAGE_REPORT_MAX_IDS }, () => item);
      expect((await report({ ids: largest }, '198.51.100.3')).statusCode).toBe(204);
    });
    expect(await activeOn(item, moment)).toBe(1);
  });

  it('takes a limited number of reports per address and hour, then refuses with 429 and counts nothing', async () => {
    const moment = noonUtc(-6);
    const flooder = '203.0.113.9';
    await atMoment(moment, async () => {
      for (let sent = 0; sent < USAGE_REPORTS_PER_HOUR; sent += 1) {
        expect((await report({ ids: [sibling] }, flooder)).statusCode).toBe(204);
      }
      const refused = await report({ ids: [sibling] }, flooder);
      expect(refused.statusCode).toBe(429);
      expect(jsonOf<ApiErrorBody>(refused).error.code).toBe('RATE_LIMITED');
      // Another address is not held back.
      expect((await report({ ids: [sibling] }, '203.0.113.10')).statusCode).toBe(204);
    });
    expect(await activeOn(sibling, moment)).toBe(USAGE_REPORTS_PER_HOUR + 1);

    // What the store knows of the address is that hour's count, under the limit's own row.
    const kept = await t.database.db
      .selectFrom('attempt_limits')
      .select(['scope', 'key'])
      .where('key', '=', flooder)
      .execute();
    expect(kept).toEqual([{ scope: floodScope('usage'), key: flooder }]);
    const hourLater = new Date(moment.getTime() + HOUR_MS + 1000);
    await atMoment(hourLater, async () => {
      expect((await report({ ids: [sibling] }, flooder)).statusCode).toBe(204);
    });
    expect(await activeOn(sibling, hourLater)).toBe(USAGE_REPORTS_PER_HOUR + 2);
    // Once the window is over, the count and the address with it are swept.
    await sweepFloodCounts(t.database.db, new Date(hourLater.getTime() + HOUR_MS + 1000));
    expect(
      await t.database.db
        .selectFrom('attempt_limits')
        .select('key')
        .where('key', '=', flooder)
        .execute(),
    ).toEqual([]);
  });
});
