import type {
  InstallRequestApproval,
  InstallRequestDenial,
  InstallRequestInput,
  Language,
} from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import { type Db, isUniqueViolation } from '../db/database.js';
import { installRefusalSql } from '../db/install-refusal.js';
import { isPublicItem } from '../db/item-visibility.js';
import { putGroupItemMode } from '../groups/group-item-commands.js';
import { AppError } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { countWrite } from '../ratings/flood-limit.js';
import { queueRequestMail } from './request-mail.js';
import { groupAllowsItem, groupOf } from './request-queries.js';

/**
 * Visitors' install requests and the administrators' decisions on them. Each runs in one
 * transaction: a decision changes the group's policy, closes the requests it answers, writes
 * its line in the log and queues the requesters' mails together, so nobody is told of an
 * approval that did not happen.
 */

/**
 * Sends a visitor's request. Refused when the visitor cannot see the item, when browsers
 * could not install it, when it is blocked for the whole store, when the group already lets
 * its browsers have it (an open group lets them have any item it does not block), and when
 * the visitor already has an open request for it. Answers the new request's id.
 */
export async function sendInstallRequest(
  db: Db,
  requester: { userId: string; language: Language },
  input: InstallRequestInput,
): Promise<string> {
  const { userId, language } = requester;
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('items')
      .selectAll()
      .select(installRefusalSql('items').as('install_refusal'))
      .where('id', '=', input.extensionId)
      .executeTakeFirst();
    if (!item || !isPublicItem(item)) throw new AppError('EXTENSION_NOT_FOUND');
    if (item.blocked) throw new AppError('ITEM_BLOCKED');
    if (item.install_refusal) throw new AppError(item.install_refusal);
    const group = await groupOf(trx, input.groupId);
    if (await groupAllowsItem(trx, group, item.id)) {
      throw new AppError('INSTALL_REQUEST_NOT_NEEDED');
    }
    let id: string;
    try {
      const row = await trx
        .insertInto('install_requests')
        .values({
          user_id: userId,
          item_id: item.id,
          group_id: group.id,
          reason: input.reason,
          language,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = String(row.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('INSTALL_REQUEST_OPEN');
      throw error;
    }
    // Counted last, after every other lock (see countWrite).
    await countWrite(trx, userId, 'install_request');
    return id;
  });
}

/** Withdraws the visitor's own open request; someone else's is not found. */
export async function withdrawInstallRequest(
  db: Db,
  userId: string,
  requestId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('install_requests')
      .select(['state'])
      .where('id', '=', requestId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw new AppError('INSTALL_REQUEST_NOT_FOUND');
    if (request.state !== 'open') throw new AppError('INSTALL_REQUEST_DECIDED');
    await trx
      .updateTable('install_requests')
      .set({ state: 'withdrawn', decided_at: sql`now()` })
      .where('id', '=', requestId)
      .execute();
  });
}

/** The open request an administrator decides on, locked. */
async function openRequest(trx: Db, requestId: string) {
  const request = await trx
    .selectFrom('install_requests')
    .select(['id', 'item_id', 'group_id', 'state'])
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
  if (!request) throw new AppError('INSTALL_REQUEST_NOT_FOUND');
  if (request.state !== 'open') throw new AppError('INSTALL_REQUEST_DECIDED');
  return request;
}

/**
 * Approves a request for a group (the request's own unless another is named) with a mode:
 * the group's entry for the item gets that mode, and every open request for the item from
 * that group is approved with it, each requester told by mail.
 */
export async function approveInstallRequest(
  db: Db,
  mailer: Mailer,
  decision: { actorId: string; requestId: string } & InstallRequestApproval,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const request = await openRequest(trx, decision.requestId);
    const groupId = decision.groupId ?? request.group_id;
    await groupOf(trx, groupId);
    if (decision.mode !== 'allowed') {
      const item = await trx
        .selectFrom('items')
        .select(installRefusalSql('items').as('install_refusal'))
        .where('id', '=', request.item_id)
        .executeTakeFirstOrThrow();
      if (item.install_refusal) throw new AppError(item.install_refusal);
    }
    await putGroupItemMode(trx, { groupId, itemId: request.item_id }, decision.mode);
    const answered = await trx
      .updateTable('install_requests')
      .set({ state: 'approved', decided_by: decision.actorId, decided_at: sql`now()` })
      .where('state', '=', 'open')
      .where('item_id', '=', request.item_id)
      .where((eb) => eb.or([eb('id', '=', request.id), eb('group_id', '=', groupId)]))
      .returning('id')
      .execute();
    await recordAction(trx, {
      actorId: decision.actorId,
      action: 'install_request.approve',
      target: `install_request:${request.id}`,
      details: { itemId: request.item_id, groupId, mode: decision.mode, requests: answered.length },
      reason: null,
    });
    for (const row of answered) await queueRequestMail(trx, mailer, String(row.id));
  });
  mailer.wake();
}

/** Denies one request with a reason the requester reads. */
export async function denyInstallRequest(
  db: Db,
  mailer: Mailer,
  decision: { actorId: string; requestId: string } & InstallRequestDenial,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const request = await openRequest(trx, decision.requestId);
    await trx
      .updateTable('install_requests')
      .set({
        state: 'denied',
        decision_reason: decision.reason,
        decided_by: decision.actorId,
        decided_at: sql`now()`,
      })
      .where('id', '=', request.id)
      .execute();
    await recordAction(trx, {
      actorId: decision.actorId,
      action: 'install_request.deny',
      target: `install_request:${request.id}`,
      details: { itemId: request.item_id, groupId: request.group_id },
      reason: decision.reason,
    });
    await queueRequestMail(trx, mailer, String(request.id));
  });
  mailer.wake();
}
