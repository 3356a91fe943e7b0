import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** The state of one key as the database holds it (times in milliseconds). */
export interface KeyState {
  /** Counted attempts (failures, or every attempt where each one counts). */
  counted: number;
  /** Attempts reserved and not finished yet (only while `runningUntil` is ahead). */
  running: number;
  /** When the last counted attempt finished (or the key was first seen). */
  lastAt: number;
  /** Reservations still running after this are taken as abandoned. */
  runningUntil: number;
}

/** One key of one limiter. */
export interface KeyRef {
  scope: string;
  key: string;
}

/** How an attempt ended, for one key. */
export type Outcome =
  /** It counts: the next attempts get closer to the wait, or wait longer. */
  | 'count'
  /** It does not count (the reservation is simply given back). */
  | 'release'
  /** It proves the key legitimate: everything counted so far is forgotten. */
  | 'reset';

function stateOf(row: {
  counted: number;
  running: number;
  last_at: Date;
  running_until: Date;
}): KeyState {
  return {
    counted: row.counted,
    running: row.running,
    lastAt: row.last_at.getTime(),
    runningUntil: row.running_until.getTime(),
  };
}

/**
 * Makes sure every key has a row and locks them all, in the order given (callers sort by scope,
 * then key, so two transactions on overlapping keys never wait for each other in a circle).
 * Returns the states in the order of `keys`.
 */
export async function lockKeys(
  trx: Transaction<Database>,
  keys: readonly KeyRef[],
  now: number,
): Promise<KeyState[]> {
  const at = new Date(now);
  await trx
    .insertInto('attempt_limits')
    .values(
      keys.map(({ scope, key }) => ({
        scope,
        key,
        counted: 0,
        running: 0,
        last_at: at,
        running_until: at,
      })),
    )
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .execute();
  const rows = await trx
    .selectFrom('attempt_limits')
    .select(['scope', 'key', 'counted', 'running', 'last_at', 'running_until'])
    .where((eb) =>
      eb.or(keys.map(({ scope, key }) => eb.and([eb('scope', '=', scope), eb('key', '=', key)]))),
    )
    .orderBy('scope')
    .orderBy('key')
    .forUpdate()
    .execute();
  return keys.map(({ scope, key }) => {
    const row = rows.find((r) => r.scope === scope && r.key === key);
    if (!row) throw new Error(`attempt_limits row ${scope} is missing`);
    return stateOf(row);
  });
}

/** Writes the states of reserved keys back, with `runningUntil` for their reservations. */
export async function writeReserved(
  trx: Transaction<Database>,
  keys: readonly (KeyRef & { state: KeyState })[],
  runningUntil: number,
): Promise<void> {
  if (keys.length === 0) return;
  const rows = keys.map(
    ({ scope, key, state }) =>
      sql`(${scope}, ${key}, ${state.counted}::int, ${state.running}::int,
        ${new Date(state.lastAt)}::timestamptz)`,
  );
  await sql`
    UPDATE attempt_limits AS l
    SET counted = v.counted, running = v.running, last_at = v.last_at,
        running_until = ${new Date(runningUntil)}::timestamptz
    FROM (VALUES ${sql.join(rows)}) AS v (scope, key, counted, running, last_at)
    WHERE l.scope = v.scope AND l.key = v.key
  `.execute(trx);
}

/** Ends one reservation on each key with its outcome, in one statement. */
export async function finishAttempts(
  db: Db,
  outcomes: readonly (KeyRef & { outcome: Outcome })[],
  now: number,
): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map(({ scope, key, outcome }) => sql`(${scope}, ${key}, ${outcome})`),
  );
  await sql`
    UPDATE attempt_limits AS l SET
      running = greatest(l.running - 1, 0),
      counted = CASE v.outcome WHEN 'count' THEN l.counted + 1
                               WHEN 'reset' THEN 0 ELSE l.counted END,
      last_at = CASE v.outcome WHEN 'count' THEN ${new Date(now)}::timestamptz ELSE l.last_at END
    FROM (VALUES ${values}) AS v (scope, key, outcome)
    WHERE l.scope = v.scope AND l.key = v.key
  `.execute(db);
}

/** The stored state of one key, or null when it has none. */
export async function readKey(db: Db, { scope, key }: KeyRef): Promise<KeyState | null> {
  const row = await db
    .selectFrom('attempt_limits')
    .select(['counted', 'running', 'last_at', 'running_until'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? stateOf(row) : null;
}

/**
 * Deletes the keys of a scope idle since `idleSince` with nothing running (or only reservations
 * given up at `now`); returns how many went.
 */
export async function deleteIdleKeys(
  db: Db,
  scope: string,
  idleSince: number,
  now: number,
): Promise<number> {
  const result = await db
    .deleteFrom('attempt_limits')
    .where('scope', '=', scope)
    .where('last_at', '<=', new Date(idleSince))
    .where((eb) => eb.or([eb('running', '=', 0), eb('running_until', '<=', new Date(now))]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
