import type { Language, MailKind, MailStatus, OutboxEntry, OutboxMail } from '@lagoon/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MailOutboxTable } from '../db/schema.js';

/**
 * The outbox's SQL: writing a mail, claiming due ones, settling an attempt, deleting old ones,
 * the console's reads.
 */

export type OutboxRow = Selectable<MailOutboxTable>;

export interface NewMail {
  kind: MailKind;
  recipient: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  itemId: string | null;
  /** queued to be sent, or kept when the store sends no mail. */
  status: 'queued' | 'kept';
}

/** Writes a mail to the outbox, in the caller's transaction. */
export async function insertMail(db: Db, mail: NewMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      recipient: mail.recipient,
      language: mail.language,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      item_id: mail.itemId,
      status: mail.status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` queued mails that are due, for one delivery attempt each: their attempt
 * is counted and their next attempt moved `leaseSeconds` ahead in the same statement, so another
 * server (or a later run of this one) does not take them while they are being sent. Rows
 * another server is claiming at this moment are skipped, not waited for. A server that dies
 * while sending leaves its mails to be claimed again when the lease ends.
 */
export async function claimDueMails(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  const rows = await sql<OutboxRow>`
    UPDATE mail_outbox
    SET attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
        updated_at = now()
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE status = 'queued' AND next_attempt_at <= now()
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *
  `.execute(db);
  return rows.rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Records how an attempt ended. Only the attempt that claimed the mail settles it: should the
 * lease have ended and another server have claimed it meanwhile, that claim counts.
 */
export async function settleAttempt(
  db: Db,
  claimed: Pick<OutboxRow, 'id' | 'attempts'>,
  outcome:
    | { status: 'sent' }
    | { status: 'failed'; error: string }
    | { status: 'queued'; error: string; retryInSeconds: number },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      error: outcome.status === 'sent' ? null : outcome.error,
      updated_at: sql<Date>`now()`,
      ...(outcome.status === 'sent' ? { sent_at: sql<Date>`now()` } : {}),
      ...(outcome.status === 'queued'
        ? { next_attempt_at: sql<Date>`now() + make_interval(secs => ${outcome.retryInSeconds})` }
        : {}),
    })
    .where('id', '=', claimed.id)
    .where('attempts', '=', claimed.attempts)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * Gives a claimed mail back unsent and uncounted (a server stopping before its turn came), so
 * any server may send it at once rather than when the claim runs out.
 */
export async function releaseClaim(
  db: Db,
  claimed: Pick<OutboxRow, 'id' | 'attempts'>,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '-', 1),
      next_attempt_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', claimed.id)
    .where('attempts', '=', claimed.attempts)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * Deletes the sent, failed and kept mails whose last change is more than `days` days old;
 * answers how many went. Queued mails stay however old. One statement, so servers sharing the
 * database may run it at the same time: each row goes once, and a mail being sent right now
 * was changed just now.
 */
export async function deleteExpiredMails(db: Db, days: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', '<>', 'queued')
    .where('updated_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function presentEntry(row: OutboxRow): OutboxEntry {
  return {
    mailId: String(row.id),
    kind: row.kind as MailKind,
    recipient: row.recipient,
    language: row.language as Language,
    subject: row.subject,
    extensionId: row.item_id,
    status: row.status as MailStatus,
    attempts: row.attempts,
    error: row.error,
    createAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    nextAttemptAt: row.status === 'queued' ? row.next_attempt_at.toISOString() : null,
  };
}

/** One page of the outbox, newest first, of one status or of all. */
export async function loadOutbox(
  db: Db,
  filter: { status?: MailStatus | undefined },
  offset: number,
  size: number,
): Promise<{ items: OutboxEntry[]; totalCount: number; counts: Record<MailStatus, number> }> {
  let page = db.selectFrom('mail_outbox').selectAll();
  if (filter.status) page = page.where('status', '=', filter.status);
  const rows = await page
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(size)
    .execute();
  const grouped = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<MailStatus, number> = { queued: 0, sent: 0, failed: 0, kept: 0 };
  for (const row of grouped) counts[row.status as MailStatus] = Number(row.n);
  const totalCount = filter.status
    ? counts[filter.status]
    : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { items: rows.map(presentEntry), totalCount, counts };
}

/** One mail with its plain text; undefined when there is none with this id. */
export async function loadOutboxMail(db: Db, mailId: string): Promise<OutboxMail | undefined> {
  const id = Number(mailId);
  if (!Number.isSafeInteger(id)) return undefined;
  const row = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...presentEntry(row), text: row.text_body } : undefined;
}
