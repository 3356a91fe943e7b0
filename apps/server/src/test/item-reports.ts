import type { ItemReportEntry, ItemReportQueue } from '@lagoon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, errorOf, jsonOf, type TestApp, TestClient } from './app.js';
import { createItem, createUser, moderationCast } from './factories.js';

/*
 * Visitors' reports of items and the administrators' queue, through the HTTP API on a fresh
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Each test file opens its own app
 * (live bindings below, set by `useItemReportsApp`) with the moderation cast and one item.
 */

export let t: TestApp;
export let admin: TestClient;
export let otherAdmin: TestClient;
export let visitor: TestClient;
export let visitorId: string;
export let developer: TestClient;
export let anonymous: TestClient;
export let adminEmail: string;
export let creatorId: string;
/** A live, listed extension of the developer. */
export let harbor: string;

/** Opens the calling test file's app before its tests and closes it after them. */
export function useItemReportsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    const cast = await moderationCast(t);
    admin = cast.admin.client;
    adminEmail = cast.admin.user.email;
    otherAdmin = cast.otherAdmin.client;
    visitor = cast.visitor.client;
    visitorId = cast.visitor.user.id;
    developer = cast.developer.client;
    creatorId = cast.developer.creator.id;
    anonymous = new TestClient(t.app);
    harbor = (
      await createItem(t.database.db, {
        creatorId,
        names: { en: 'Harbor Lights', ko: '항구 불빛' },
      })
    ).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
}

/** A new live, listed extension. */
export async function newItem(name: string): Promise<string> {
  return (await createItem(t.database.db, { creatorId, names: { en: name } })).id;
}

export function fieldCodes(response: LightMyRequestResponse): string[] {
  return (errorOf(response).fields ?? []).map((field) => field.code);
}

export function report(client: TestClient, itemId: string, body: unknown, query = '?hl=en') {
  return client.request({
    method: 'POST',
    url: `/ajax/extensions/${itemId}/reports${query}`,
    payload: body as Record<string, unknown>,
  });
}

export async function queue(state: 'open' | 'closed' = 'open'): Promise<ItemReportEntry[]> {
  const response = await admin.get(`/admin/api/item-reports?state=${state}&hl=en`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return jsonOf<ItemReportQueue>(response).reports;
}

/** What a refused call must leave as it was. */
export async function snapshot() {
  const db = t.database.db;
  return {
    reports: await db.selectFrom('item_reports').selectAll().orderBy('id').execute(),
    counts: await db
      .selectFrom('attempt_limits')
      .select(['scope', 'key', 'counted'])
      .orderBy('scope')
      .orderBy('key')
      .execute(),
    log: await db.selectFrom('admin_actions').select('id').orderBy('id').execute(),
    events: await db.selectFrom('review_events').select('id').orderBy('id').execute(),
    items: await db
      .selectFrom('items')
      .select(['id', 'blocked', 'block_mode', 'revision'])
      .orderBy('id')
      .execute(),
  };
}

/**
 * Three open reports of `itemId` by Reporter One, Two and Three (copyright, malware, other),
 * filed hours ago so they lead the queue; their ids, oldest first.
 */
export async function fileOlderReports(itemId: string): Promise<[string, string, string]> {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const db = t.database.db;
  const reporters = await Promise.all(
    ['Reporter One', 'Reporter Two', 'Reporter Three'].map((nickname) =>
      createUser(db, { nickname }),
    ),
  );
  const rows = await db
    .insertInto('item_reports')
    .values([
      {
        item_id: itemId,
        reporter_id: reporters[0]!.id,
        reason: 'copyright',
        text: 'Uses our trademark.',
        created_at: minutesAgo(600),
      },
      {
        item_id: itemId,
        reporter_id: reporters[1]!.id,
        reason: 'malware',
        text: null,
        created_at: minutesAgo(500),
      },
      {
        item_id: itemId,
        reporter_id: reporters[2]!.id,
        reason: 'other',
        text: 'Asks for my password.',
        created_at: minutesAgo(400),
      },
    ])
    .returning('id')
    .execute();
  return rows.map((row) => String(row.id)) as [string, string, string];
}
