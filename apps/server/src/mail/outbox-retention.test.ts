import { MAIL_RETENTION_DAYS, type MailStatus, type OutboxPage } from '@lagoon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { signedInAdmin } from '../test/factories.js';
import { deleteExpiredMails, insertMail } from './outbox-queries.js';
import { startOutboxRetention } from './retention.js';

/*
 * Old mails leave the outbox: sent, failed and kept mails whose last change is older than the
 * retention period are deleted by the server's periodic clean-up; recent ones and queued ones,
 * however old, stay. On a fresh database, read back as administrators read the outbox.
 */

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('mail_outbox').execute();
});

/** A mail in the given state whose last change was `daysAgo` days ago. */
async function mailFrom(status: MailStatus, daysAgo: number): Promise<string> {
  const subject = `${status}, ${daysAgo} days old`;
  const id = await insertMail(t.database.db, {
    kind: 'review.approved',
    recipient: 'someone@example.test',
    language: 'en',
    subject,
    text: subject,
    html: subject,
    itemId: null,
    status: status === 'kept' ? 'kept' : 'queued',
  });
  const at = sql<Date>`now() - make_interval(days => ${daysAgo})`;
  await t.database.db
    .updateTable('mail_outbox')
    .set({
      status,
      updated_at: at,
      ...(status === 'sent' ? { sent_at: at } : {}),
      ...(status === 'failed' ? { error: '550 no such mailbox' } : {}),
    })
    .where('id', '=', id)
    .execute();
  return subject;
}

async function outboxSubjects(): Promise<string[]> {
  const response = await admin.get('/admin/api/mail?size=100');
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<OutboxPage>(response)
    .items.map((mail) => mail.subject)
    .sort();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the outbox’s retention', () => {
  it('deletes old sent, failed and kept mails and keeps recent and queued ones', async () => {
    const old = MAIL_RETENTION_DAYS + 1;
    const recent = MAIL_RETENTION_DAYS - 1;
    for (const status of ['sent', 'failed', 'kept'] as const) await mailFrom(status, old);
    const staying = [
      await mailFrom('sent', recent),
      await mailFrom('failed', recent),
      await mailFrom('kept', recent),
      await mailFrom('queued', old + 365),
      await mailFrom('queued', 0),
    ].sort();
    expect(await outboxSubjects()).toHaveLength(8);

    const retention = startOutboxRetention({ db: t.database.db, log: t.app.log, firstDelayMs: 0 });
    await sleep(20);
    await retention.stop();

    expect(await outboxSubjects()).toEqual(staying);
    const page = jsonOf<OutboxPage>(await admin.get('/admin/api/mail'));
    expect(page.counts).toEqual({ queued: 2, sent: 1, failed: 1, kept: 1 });
  });

  it('cleans up again at every interval, not only after start', async () => {
    const retention = startOutboxRetention({
      db: t.database.db,
      log: t.app.log,
      firstDelayMs: 0,
      intervalMs: 500,
    });
    try {
      await sleep(100);
      // Written after the first clean-up: only a later one can take it.
      const later = await mailFrom('sent', MAIL_RETENTION_DAYS + 30);
      expect(await outboxSubjects()).toEqual([later]);
      await expect.poll(outboxSubjects, { timeout: 5000, interval: 50 }).toEqual([]);
    } finally {
      await retention.stop();
    }
  });

  it('deletes each old mail once when several servers clean up at the same time', async () => {
    for (let i = 1; i <= 6; i += 1) {
      await mailFrom(i % 2 ? 'sent' : 'kept', MAIL_RETENTION_DAYS + i);
    }
    await mailFrom('failed', 1);
    const removed = await Promise.all([
      deleteExpiredMails(t.database.db, MAIL_RETENTION_DAYS),
      deleteExpiredMails(t.database.db, MAIL_RETENTION_DAYS),
      deleteExpiredMails(t.database.db, MAIL_RETENTION_DAYS),
    ]);
    expect(removed.reduce((sum, n) => sum + n, 0)).toBe(6);
    expect(await outboxSubjects()).toEqual(['failed, 1 days old']);
  });
});
