import { MAIL_RETENTION_DAYS } from '@lagoon/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { deleteExpiredMails } from './outbox-queries.js';

/**
 * Keeps the outbox from growing for ever: a while after the server starts, then every few
 * hours, the sent, failed and kept mails older than MAIL_RETENTION_DAYS are deleted (queued
 * mails stay until they are sent). It runs with or without SMTP, since a store without one
 * keeps every mail. Every server runs it; the deletion is one statement, so runs on servers
 * sharing the database need no coordination.
 */

/** The first clean-up comes this long after start, away from the start-up's work. */
export const OUTBOX_FIRST_CLEANUP_MS = 10 * 60 * 1000;
/** Then it comes this often (a few hours is plenty for a period counted in days). */
export const OUTBOX_CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface OutboxRetentionOptions {
  db: Db;
  log: FastifyBaseLogger;
  days?: number;
  firstDelayMs?: number;
  intervalMs?: number;
}

export interface OutboxRetention {
  /** Stops the clean-ups and waits for the one under way. */
  stop(): Promise<void>;
}

/** Schedules the outbox's clean-up; the timers never keep the process alive. */
export function startOutboxRetention(options: OutboxRetentionOptions): OutboxRetention {
  const { db, log } = options;
  const days = options.days ?? MAIL_RETENTION_DAYS;
  let running: Promise<void> | null = null;
  const run = () => {
    // A clean-up still under way (a slow database) is not joined by a second one.
    if (running) return;
    running = deleteExpiredMails(db, days)
      .then((removed) => {
        if (removed > 0) log.info({ removed, days }, 'old mails deleted from the outbox');
      })
      // Best effort: mails a failed run left are deleted by the next one.
      .catch((error: unknown) => log.warn({ err: error }, 'could not delete old mails'))
      .finally(() => {
        running = null;
      });
  };
  let interval: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, options.intervalMs ?? OUTBOX_CLEANUP_INTERVAL_MS);
    interval.unref();
  }, options.firstDelayMs ?? OUTBOX_FIRST_CLEANUP_MS);
  first.unref();
  return {
    async stop() {
      clearTimeout(first);
      if (interval) clearInterval(interval);
      await running;
    },
  };
}
