import { setImmediate as nextTurn } from 'node:timers/promises';
import { SCAN_HUNT_BATCH } from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import type { ScanRuleRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { setItemBlocked } from '../items/decisions.js';
import { lockItem } from '../items/review-machine.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStorage } from '../storage/storage.js';
import { type StoredPackageRef, scanStoredPackage, storeFindings } from './package-scan.js';

/**
 * Retro-hunts: a rule created, changed or enabled reads every package stored when it started,
 * in id order, SCAN_HUNT_BATCH packages at a time. Its cursor, counts and times are on the
 * rule's row, so a restart (or another server) resumes after the last batch recorded: a batch
 * cut short is read again, and its matches are kept once. A server takes a batch under a lease
 * of LEASE_SECONDS, so two servers never read the same batch, and a crashed server's lease runs
 * out. Between packages other requests get their turn.
 */
const LEASE_SECONDS = 60;

export interface HuntContext {
  db: Db;
  storage: FileStorage;
  /** Queues the block's mail to the developer, as every block does. */
  mailer?: Mailer | undefined;
  /** Called after a rule blocked a live item (the catalog's cache drops it, the mail goes). */
  onBlocked?: () => void;
}

/** Takes the next batch of a hunt under lease; null when none is due or another server has it. */
async function claim(db: Db, ruleId: string): Promise<ScanRuleRow | null> {
  const row = await db
    .updateTable('scan_rules')
    .set({ hunt_lease_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where('id', '=', ruleId)
    .where('hunt_started_at', 'is not', null)
    .where('hunt_finished_at', 'is', null)
    .where((eb) =>
      eb.or([eb('hunt_lease_until', 'is', null), eb('hunt_lease_until', '<', sql<Date>`now()`)]),
    )
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Blocks an item whose live package a blocking rule matched, through the store's block command
 * (the review log, the policy's blocklist and the kill switch), and records why.
 */
async function blockLiveItem(
  context: HuntContext,
  rule: ScanRuleRow,
  stored: { id: number; item_id: string },
): Promise<boolean> {
  return context.db.transaction().execute(async (trx) => {
    const locked = await lockItem(trx, stored.item_id);
    if (locked.blocked) return false;
    const item = await trx
      .selectFrom('items as i')
      .innerJoin('listings as l', 'l.id', 'i.published_listing_id')
      .innerJoin('packages as p', 'p.id', 'l.package_id')
      .select(['i.id', 'p.version'])
      .where('i.id', '=', stored.item_id)
      .where('l.package_id', '=', stored.id)
      .executeTakeFirst();
    // Only the live version: an older one no browser gets is shown as a match, nothing more.
    if (!item) return false;
    const reason = `Scan rule "${rule.name}" matched version ${item.version}.`;
    await setItemBlocked(trx, item.id, null, true, reason, 'blocked', context.mailer);
    await recordAction(trx, {
      actorId: null,
      action: 'scan-rule.block',
      target: `item:${item.id}`,
      details: {
        ruleId: rule.id,
        ruleName: rule.name,
        version: item.version,
        packageId: stored.id,
      },
      reason,
    });
    return true;
  });
}

/**
 * Keeps what a batch found on one package, unless the rule was deleted or its hunt started again
 * (a new match drops the old one's matches) since the batch was claimed: answers whether the
 * hunt is still the one the batch belongs to. The rule's row stays locked until they are kept.
 */
async function keepHuntFindings(
  db: Db,
  rule: ScanRuleRow,
  stored: StoredPackageRef,
  findings: Awaited<ReturnType<typeof scanStoredPackage>>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('scan_rules')
      .select('id')
      .where('id', '=', rule.id)
      .where('hunt_started_at', '=', rule.hunt_started_at)
      .where('hunt_finished_at', 'is', null)
      .forShare()
      .executeTakeFirst();
    if (!current) return false;
    await storeFindings(trx, stored, findings, 'hunt');
    return true;
  });
}

/** Reads one batch of a rule's hunt; answers whether more is left. */
export async function runHuntBatch(context: HuntContext, ruleId: string): Promise<boolean> {
  const { db, storage } = context;
  const rule = await claim(db, ruleId);
  if (!rule) return false;
  const packages = await db
    .selectFrom('packages')
    .select(['id', 'item_id', 'file_key', 'sha256', 'manifest'])
    .where('id', '>', Number(rule.hunt_cursor))
    .where('id', '<=', Number(rule.hunt_until))
    .orderBy('id')
    .limit(SCAN_HUNT_BATCH)
    .execute();
  let blocked = false;
  let stale = false;
  for (const stored of packages) {
    let findings: Awaited<ReturnType<typeof scanStoredPackage>> = [];
    try {
      findings = await scanStoredPackage(storage, stored, [rule]);
    } catch {
      // A package whose file is gone or unreadable has nothing to find; the hunt goes on.
    }
    if (findings.length > 0 && !(await keepHuntFindings(db, rule, stored, findings))) {
      stale = true;
      break;
    }
    // A block takes an item away from every browser: it needs a match the rule found, not a
    // file the search could not finish reading (shown on the case, and held like any match).
    if (rule.action === 'block' && findings.some((finding) => !finding.timedOut)) {
      try {
        blocked = (await blockLiveItem(context, rule, stored)) || blocked;
      } catch (error) {
        // A state the review machine does not block from (the item went away): the match stays.
        if (!(error instanceof AppError)) throw error;
      }
    }
    await nextTurn();
  }
  if (blocked) context.onBlocked?.();
  // The runner's next claim takes up the hunt started again, or finds the rule gone or disabled.
  if (stale) return true;
  const last = packages.at(-1);
  const done = packages.length < SCAN_HUNT_BATCH;
  await db
    .updateTable('scan_rules')
    .set({
      hunt_cursor: last ? Number(last.id) : sql<number>`hunt_cursor`,
      hunt_scanned: done
        ? sql<number>`hunt_total`
        : sql<number>`least(hunt_total, hunt_scanned + ${packages.length})`,
      hunt_finished_at: done ? sql<Date>`now()` : null,
      hunt_lease_until: null,
    })
    .where('id', '=', ruleId)
    // A change of the rule meanwhile started its hunt again, or disabling it ended the hunt:
    // this batch's place is stale.
    .where('hunt_started_at', '=', rule.hunt_started_at)
    .where('hunt_finished_at', 'is', null)
    .execute();
  return !done;
}

/**
 * One server's hunt runner: kick() reads every unfinished hunt to its end, batch after batch,
 * one rule at a time; a kick while it runs makes it look again once done.
 */
export class HuntRunner {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly context: HuntContext) {}

  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      const rules = await this.context.db
        .selectFrom('scan_rules')
        .select('id')
        .where('hunt_started_at', 'is not', null)
        .where('hunt_finished_at', 'is', null)
        .orderBy('hunt_started_at')
        .execute();
      for (const { id } of rules) {
        while (!this.stopped && (await runHuntBatch(this.context, id))) await nextTurn();
      }
    } while (this.again && !this.stopped);
  }

  /** Stops after the batch under way and waits for it. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }
}
