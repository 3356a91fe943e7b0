import {
  type CurationReasonInput,
  type Prize,
  WINNERS_PER_YEAR,
  type WinnersInput,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError, fieldError } from '../http/errors.js';
import type { CurationActor } from './banner-commands.js';

const SOLE_PRIZES = new Set<string>(['gold', 'silver']);

/** Serialises changes to one contest year, so two editors cannot exceed its limit together. */
const WINNERS_LOCK_CLASS = 4_004;

/**
 * Sets the winners of a prize in a year, in order, replacing the previous ones, with its log
 * line; the same list again changes and logs nothing. Gold and silver have one winner, a year
 * at most WINNERS_PER_YEAR, and an item wins once a year.
 */
export async function setWinners(
  db: Db,
  actor: CurationActor,
  { year, prize }: { year: number; prize: Prize },
  input: z.output<typeof WinnersInput>,
): Promise<void> {
  const { language } = actor;
  if (new Set(input.itemIds).size !== input.itemIds.length) {
    throw fieldError('INVALID_REQUEST', 'itemIds', 'admin.curation.winners.duplicate', language);
  }
  if (SOLE_PRIZES.has(prize) && input.itemIds.length > 1) {
    throw fieldError('SOLE_WINNER_PRIZE', 'itemIds', 'SOLE_WINNER_PRIZE', language);
  }
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${WINNERS_LOCK_CLASS}, ${year})`.execute(trx);
    if (input.itemIds.length > 0) {
      const found = await trx
        .selectFrom('items')
        .select('id')
        .where('id', 'in', input.itemIds)
        .execute();
      const known = new Set(found.map((row) => row.id));
      const missing = input.itemIds.findIndex((id) => !known.has(id));
      if (missing >= 0) {
        throw fieldError(
          'EXTENSION_NOT_FOUND',
          `itemIds.${missing}`,
          'EXTENSION_NOT_FOUND',
          language,
        );
      }
    }
    const ofYear = await trx
      .selectFrom('winners')
      .select(['item_id', 'prize'])
      .where('year', '=', year)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const others = ofYear.filter((row) => row.prize !== prize);
    const otherIds = new Set(others.map((row) => row.item_id));
    const taken = input.itemIds.findIndex((id) => otherIds.has(id));
    if (taken >= 0) {
      throw fieldError('ALREADY_A_WINNER', `itemIds.${taken}`, 'ALREADY_A_WINNER', language);
    }
    if (others.length + input.itemIds.length > WINNERS_PER_YEAR) {
      throw fieldError('WINNER_LIMIT_REACHED', 'itemIds', 'WINNER_LIMIT_REACHED', language);
    }
    const before = ofYear.filter((row) => row.prize === prize).map((row) => row.item_id);
    if (before.join() === input.itemIds.join()) return;
    await trx.deleteFrom('winners').where('year', '=', year).where('prize', '=', prize).execute();
    if (input.itemIds.length > 0) {
      await trx
        .insertInto('winners')
        .values(
          input.itemIds.map((itemId, position) => ({ year, prize, item_id: itemId, position })),
        )
        .execute();
    }
    await recordAction(trx, {
      actorId: actor.actorId,
      action: 'winners.set',
      target: `winners:${year}/${prize}`,
      details: { before, after: input.itemIds },
      reason: input.reason,
    });
  });
}

/** Takes an item out of a year's winners, with its log line. */
export async function removeWinner(
  db: Db,
  actorId: string,
  { year, id }: { year: number; id: string },
  input: z.output<typeof CurationReasonInput>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('winners')
      .where('year', '=', year)
      .where('item_id', '=', id)
      .returning(['prize'])
      .executeTakeFirst();
    if (!removed) throw new AppError('NOT_FOUND');
    await recordAction(trx, {
      actorId,
      action: 'winner.remove',
      target: `winners:${year}/${removed.prize}`,
      details: { itemId: id },
      reason: input.reason,
    });
  });
}
