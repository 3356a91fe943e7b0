import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { ReviewQueue } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../storage/storage.js';
import { createTestApp, expectError, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { signedInAdmin, signedInCreator } from '../test/factories.js';
import { putInReview, readyExtensionFrom, revisionOf, uniqueZip } from '../test/review-items.js';

/*
 * An upload whose scan rules cannot run after it was stored (here: the stored file cannot be
 * read back): the developer's upload succeeds, the failure is logged, the queue shows the
 * package held, and approval runs the rules again first, refusing while they still cannot.
 */

/** File storage whose reads fail while `broken` is set, as an unreachable disk or bucket. */
class FlakyStorage extends LocalFileStorage {
  broken = false;
  override async read(key: string): Promise<Buffer | null> {
    if (this.broken) throw new Error('storage unreachable');
    return super.read(key);
  }
}

let t: TestApp;
let admin: TestClient;
let developer: TestClient;
const lines: string[] = [];
const storage = new FlakyStorage(
  path.join(os.tmpdir(), `lagoon-flaky-${process.pid}-${Date.now()}`),
);

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, { logger: { level: 'info', stream }, storage });
  admin = await signedInAdmin(t);
  developer = (await signedInCreator(t)).client;
});
afterAll(async () => t.close());

describe('an upload whose scan rules cannot run', () => {
  it('is stored and answered, logged, held in the queue and scanned again before approval', async () => {
    storage.broken = true;
    const id = await readyExtensionFrom(t, developer, await uniqueZip());
    storage.broken = false;

    const logged = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; itemId?: string })
      .filter((entry) => entry.itemId === id);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'the scan rules could not run on an upload; it waits for them before approval',
      }),
    ]);

    await putInReview(t, id);
    const queue = jsonOf<ReviewQueue>(await admin.get('/admin/api/reviews'));
    expect(queue.items.find((item) => item.extensionId === id)).toMatchObject({
      scanMatches: 0,
      scanHeld: true,
    });

    // The rules still cannot read it: no approval.
    storage.broken = true;
    expectError(
      await admin.post(`/admin/api/items/${id}/approve`, { revision: await revisionOf(admin, id) }),
      409,
      'SCAN_RULES_NOT_RUN',
    );
    storage.broken = false;

    // Once they can, approval runs them and goes through, and the queue's mark is gone.
    const approved = await admin.post(`/admin/api/items/${id}/approve`, {
      revision: await revisionOf(admin, id),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const marked = await t.database.db
      .selectFrom('packages')
      .select('rules_scan_failed_at')
      .where('item_id', '=', id)
      .execute();
    expect(marked).toEqual([{ rules_scan_failed_at: null }]);
  });
});
