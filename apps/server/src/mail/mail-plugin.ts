import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { describeSmtpUrl } from '../config/config.js';
import type { Mailer } from './mailer.js';
import { type OutboxRetention, startOutboxRetention } from './retention.js';
import { MailSender, type MailTransport } from './sender.js';

/** The store's mail service: what writes need to queue mail, and the background sender. */
export interface MailService extends Mailer {
  /** Resolves when no delivery run is under way. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail to developers (see src/mail): queue with the commands of notify.ts, then wake(). */
    mail: MailService;
  }
}

/** Time limits of one SMTP attempt, well inside the sender's claim on a mail. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * Sets up mail: with SMTP_URL a sender delivers the outbox through that server (nodemailer,
 * the maintained standard for SMTP in Node: connection, STARTTLS, authentication, MIME
 * encoding of both languages); without it every mail is kept in the outbox for the
 * administrators, and the start-up log says so. The sender starts once the application is
 * ready and stops, after the attempt under way, when it closes. Either way old mails are
 * deleted from the outbox now and then (retention.ts).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, from } = app.config.mail;
    let sender: MailSender | null = null;
    if (smtpUrl) {
      const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) as MailTransport;
      sender = new MailSender({
        db: app.db,
        transport,
        from,
        log: app.log,
        secret: smtpPassword(smtpUrl),
      });
    }
    const service: MailService = {
      publicUrl: app.config.publicUrl,
      delivers: sender !== null,
      wake: () => sender?.wake(),
      idle: async () => sender?.idle(),
    };
    app.decorate('mail', service);
    let retention: OutboxRetention | null = null;
    app.addHook('onReady', async () => {
      retention = startOutboxRetention({ db: app.db, log: app.log });
      if (sender) {
        app.log.info({ smtp: describeSmtpUrl(smtpUrl!), from }, 'mail is sent through SMTP');
        sender.start();
      } else {
        app.log.info('SMTP_URL is not set: mail to developers is kept in the outbox');
      }
    });
    app.addHook('onClose', async () => {
      await retention?.stop();
      await sender?.stop();
    });
  },
  { name: 'mail', dependencies: ['context'] },
);

/** The password of an SMTP URL, as it may appear decoded in an error. */
function smtpPassword(smtpUrl: string): string | null {
  try {
    const password = new URL(smtpUrl).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null;
  }
}
