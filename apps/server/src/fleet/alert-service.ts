import {
  FLEET_ALERT_CHECK_SECONDS,
  FLEET_ALERT_DIGEST_MINUTES,
  type FleetReport,
} from '@lagoon/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { recordSeenVersions } from './alert-cause-queries.js';
import { type AlertCause, findAlertCauses, type ReviewAccessIncreases } from './alert-causes.js';
import {
  claimDigestAlerts,
  countReportedAlerts,
  deleteOldResolvedAlerts,
  type ReconcileResult,
  reconcileAlerts,
} from './alert-commands.js';
import { sendDigest } from './alert-mail.js';
import {
  type BrowserHoldings,
  loadBrowserGroup,
  loadBrowserHoldings,
  loadStoreFingerprint,
} from './alert-queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drift alerts in the fleet (see src/fleet/alert-service.ts). */
    fleetAlerts: FleetAlerts;
  }
}

/** Whether a report with these extensions (id → version) from this group showed the cause. */
function showedBy(
  cause: AlertCause,
  groupId: string | null,
  reported: ReadonlyMap<string, string>,
): boolean {
  const version = reported.get(cause.extensionId);
  if (version === undefined) return false;
  switch (cause.details.kind) {
    case 'not-allowed':
      return cause.groups.some((group) => group.groupId === groupId);
    case 'permissions-increased':
      return cause.details.seenIn === 'fleet' && cause.details.toVersion === version;
    default:
      return true;
  }
}

/** A full check of every extension runs at least this often, for causes that age (the rise's day). */
const FULL_CHECK_MS = 10 * 60 * 1000;

export interface FleetAlertOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Days a silent browser stays in the inventory (FLEET_RETENTION_DAYS). */
  retentionDays: number;
  companionId: () => string | null;
  reviewAccess: ReviewAccessIncreases;
}

/**
 * Drift alerts as a service of the application: checked after every browser's report (its
 * extensions and those already alerted), after every change of the store (each server looks at
 * a fingerprint of the deciding rows every FLEET_ALERT_CHECK_SECONDS, and before the console's
 * list), and in full every ten minutes; the digest goes out from the same timer.
 */
export class FleetAlerts {
  private fingerprint: string | null = null;
  private lastFullCheck = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  /** Checks on this server run one at a time, so none reconciles from rows another changed. */
  private checking: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: FleetAlertOptions) {}

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.checking.then(work, work);
    this.checking = next.catch(() => undefined);
    return next;
  }

  private scope(extensionIds: readonly string[] | null) {
    return {
      cutoff: new Date(Date.now() - this.options.retentionDays * 86_400_000),
      extensionIds,
      companionId: this.options.companionId(),
    };
  }

  private async check(
    extensionIds: readonly string[] | null,
    now: Date,
    reported?: (cause: AlertCause) => boolean,
  ): Promise<ReconcileResult> {
    const { db, reviewAccess } = this.options;
    const causes = await findAlertCauses(db, this.scope(extensionIds), reviewAccess, now);
    return reconcileAlerts(db, {
      causes,
      extensionIds,
      now,
      ...(reported ? { reported } : {}),
    });
  }

  /**
   * Reads what the browser held before its report; the check it returns runs once the report
   * is recorded. Only what the report changed is checked again (extensions added or removed,
   * versions changed, all of them when the browser moved to another group), since nothing else
   * of the inventory moved; the causes it showed again are counted.
   */
  async watchReport(report: FleetReport): Promise<() => Promise<ReconcileResult>> {
    const before = await loadBrowserHoldings(this.options.db, report.browserId);
    return () => this.serial(() => this.checkReport(report, before, new Date()));
  }

  private async checkReport(
    report: FleetReport,
    before: BrowserHoldings,
    now: Date,
  ): Promise<ReconcileResult> {
    const { db } = this.options;
    await recordSeenVersions(db, report.extensions);
    const groupId = await loadBrowserGroup(db, report.browserId);
    const moved = before.groupId !== groupId;
    const reported = new Map(
      report.extensions.map((extension) => [extension.id, extension.version]),
    );
    const changed = new Set<string>();
    for (const [id, version] of reported) {
      if (moved || before.versions.get(id) !== version) changed.add(id);
    }
    for (const id of before.versions.keys()) if (!reported.has(id)) changed.add(id);
    const unchanged = [...reported].filter(([id]) => !changed.has(id));
    await countReportedAlerts(db, groupId, unchanged, now);
    if (changed.size === 0) return { raised: 0, resolved: 0 };
    return this.check([...changed], now, (cause) => showedBy(cause, groupId, reported));
  }

  /** Checks every extension. */
  checkAll(now = new Date()): Promise<ReconcileResult> {
    return this.serial(() => this.checkEverything(now));
  }

  private async checkEverything(now: Date): Promise<ReconcileResult> {
    this.lastFullCheck = now.getTime();
    this.fingerprint = await loadStoreFingerprint(this.options.db);
    return this.check(null, now);
  }

  /** Checks every extension when the store changed since the last check (or it is due). */
  checkIfStoreChanged(now = new Date()): Promise<void> {
    return this.serial(async () => {
      const fingerprint = await loadStoreFingerprint(this.options.db);
      const due = now.getTime() - this.lastFullCheck >= FULL_CHECK_MS;
      if (fingerprint !== this.fingerprint || due) await this.checkEverything(now);
    });
  }

  /** Queues the digest of new open alerts, unless one went out within the digest interval. */
  async sendDigest(now = new Date()): Promise<number> {
    const { db, mailer } = this.options;
    const sent = await sendDigest(db, mailer, (trx) =>
      claimDigestAlerts(trx, now, FLEET_ALERT_DIGEST_MINUTES * 60_000),
    );
    if (sent > 0) mailer.wake();
    return sent;
  }

  private async tick(): Promise<void> {
    const now = new Date();
    await this.checkIfStoreChanged(now);
    await this.sendDigest(now);
    await deleteOldResolvedAlerts(this.options.db, now);
  }

  /** Starts the timer (once the application is ready). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.running = this.running
        .then(() => this.tick())
        .catch((error: unknown) =>
          this.options.log.warn({ err: error }, 'fleet alert check failed'),
        );
    }, FLEET_ALERT_CHECK_SECONDS * 1000);
    this.timer.unref();
  }

  /** Stops the timer after the check under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
