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
  deleteOldResolvedAlerts,
  type ReconcileResult,
  reconcileAlerts,
} from './alert-commands.js';
import { sendDigest } from './alert-mail.js';
import {
  loadAlertedExtensionIds,
  loadBrowserGroup,
  loadStoreFingerprint,
} from './alert-queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drift alerts in the fleet (see src/fleet/alert-service.ts). */
    fleetAlerts: FleetAlerts;
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

  /** After a browser's report was recorded: its versions kept, its extensions checked. */
  afterReport(report: FleetReport, now = new Date()): Promise<ReconcileResult> {
    return this.serial(() => this.checkReport(report, now));
  }

  private async checkReport(report: FleetReport, now: Date): Promise<ReconcileResult> {
    const { db } = this.options;
    await recordSeenVersions(db, report.extensions);
    const groupId = await loadBrowserGroup(db, report.browserId);
    const reportedIds = new Set(report.extensions.map((extension) => extension.id));
    const ids = [...new Set([...reportedIds, ...(await loadAlertedExtensionIds(db))])];
    return this.check(ids, now, (cause) => {
      if (!reportedIds.has(cause.extensionId)) return false;
      if (cause.kind !== 'not-allowed') return true;
      return cause.groups.some((group) => group.groupId === groupId);
    });
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
