import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { claimDueMails, type OutboxRow, releaseClaim, settleAttempt } from './outbox-queries.js';

/**
 * Delivers the outbox's queued mails through SMTP, in the background: a run starts when a
 * write wakes it (after the transaction that queued a mail committed) and every few seconds
 * anyway, for retries that fell due and for mails another server queued and could not send.
 * Any number of servers may run one on the same database: each claims its mails in one
 * statement that skips rows another server is claiming (see claimDueMails), so a mail is sent
 * by one server. A server that dies mid-send leaves its claim to run out; another server then
 * sends the mail again, so a mail may in rare cases arrive twice, never not at all.
 *
 * A temporary failure (a 4xx answer, a refused or lost connection, failed authentication, which
 * an operator can correct) is tried again after a wait that doubles from 30 seconds up to an
 * hour, MAIL_MAX_ATTEMPTS times in all (over about three hours); a permanent refusal (a 5xx answer
 * such as an unknown mailbox) fails the mail at once. Either is kept on the mail for the
 * console.
 */

/** Attempts before a mail that keeps failing temporarily is given up. */
export const MAIL_MAX_ATTEMPTS = 10;
/** The wait after the first failed attempt; each further failure doubles it. */
export const MAIL_RETRY_FIRST_SECONDS = 30;
export const MAIL_RETRY_MAX_SECONDS = 60 * 60;
/**
 * How long a claimed mail is left to its server. Longer than an attempt can take with the
 * transport's time limits (connection, greeting, idle socket), so a slow attempt is never
 * taken over while it still runs.
 */
export const MAIL_CLAIM_LEASE_SECONDS = 5 * 60;
/** How often a server looks for due mails without being woken. */
export const MAIL_POLL_MS = 10_000;
/** Mails claimed per statement. */
const BATCH = 10;

/** The wait before the next attempt of a mail whose `attempts` attempts all failed. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(
    MAIL_RETRY_FIRST_SECONDS * 2 ** Math.max(0, attempts - 1),
    MAIL_RETRY_MAX_SECONDS,
  );
}

/** What the transport is handed: one mail to one recipient. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

/** The part of a nodemailer transporter the sender uses (tests may hand in their own). */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
  close(): void;
}

/** What nodemailer attaches to its errors (see its NodemailerError). */
interface DeliveryError {
  message?: string;
  code?: string;
  responseCode?: number;
  permanent?: boolean;
}

/** A refusal the same mail would get again: a permanent SMTP answer, or an address refused before sending. */
function isPermanent(error: DeliveryError): boolean {
  if (error.code === 'EAUTH') return false;
  if (error.permanent === true) return true;
  return error.code === 'EENVELOPE' && error.responseCode === undefined;
}

export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  /** The From of every mail (MAIL_FROM). */
  from: string;
  log: FastifyBaseLogger;
  /** Removed from any error text before it is kept or logged (the SMTP password). */
  secret?: string | null;
  pollMs?: number;
}

export class MailSender {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: MailSenderOptions) {}

  /** Starts looking for due mails regularly, and once now. */
  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? MAIL_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Starts a run now, or one more after the run under way (which may have missed the mail). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runUntilDone().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when no run is under way. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops looking, lets the run under way finish and closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    this.options.transport.close();
  }

  private async runUntilDone(): Promise<void> {
    do {
      this.again = false;
      try {
        // A full batch may have left more behind: claim again until a batch comes up short.
        while (!this.stopped && (await this.deliverBatch()) === BATCH) {}
      } catch (error) {
        this.options.log.warn({ err: error }, 'could not read the mail outbox');
      }
    } while (this.again && !this.stopped);
  }

  /**
   * Claims and sends one batch; answers how many mails it claimed. Once the sender is stopping,
   * the mails not yet tried are given back for another server (or the next start).
   */
  private async deliverBatch(): Promise<number> {
    const mails = await claimDueMails(this.options.db, BATCH, MAIL_CLAIM_LEASE_SECONDS);
    for (const mail of mails) {
      if (this.stopped) await releaseClaim(this.options.db, mail);
      else await this.deliver(mail);
    }
    return mails.length;
  }

  private async deliver(mail: OutboxRow): Promise<void> {
    const { db, transport, from, log } = this.options;
    try {
      await transport.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        // The same id on every attempt, so a mail sent twice can be recognised as one.
        messageId: `<lagoon-mail-${mail.id}.${mail.created_at.getTime()}@${domainOf(from)}>`,
        headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': mail.language },
      });
    } catch (caught) {
      const error = (caught ?? {}) as DeliveryError;
      const text = this.scrub(String(error.message ?? caught)).slice(0, 1000);
      if (isPermanent(error) || mail.attempts >= MAIL_MAX_ATTEMPTS) {
        await settleAttempt(db, mail, { status: 'failed', error: text });
        log.warn({ mailId: mail.id, attempts: mail.attempts, error: text }, 'mail not delivered');
      } else {
        const retryInSeconds = retryDelaySeconds(mail.attempts);
        await settleAttempt(db, mail, { status: 'queued', error: text, retryInSeconds });
        log.info(
          { mailId: mail.id, attempts: mail.attempts, retryInSeconds, error: text },
          'mail delivery failed for now; it will be tried again',
        );
      }
      return;
    }
    await settleAttempt(db, mail, { status: 'sent' });
  }

  private scrub(text: string): string {
    const secret = this.options.secret;
    return secret ? text.replaceAll(secret, '***') : text;
  }
}

/** The domain of a From address, for message ids. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}
