import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received and parsed it (MIME decoded, both parts). */
export interface ReceivedMail {
  /** The envelope: who the SMTP client said it sends to. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header values by lower-case name. */
  header: (name: string) => string | undefined;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package), listening on a free port
 * of 127.0.0.1, requiring the user and password of its URL. Received mails are parsed with
 * `mailparser`, so tests read what a mail program would show. It can be told to refuse the
 * next deliveries with an SMTP answer, as a busy or strict server would.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Sessions that authenticated (a wrong password is refused). */
  logins = 0;
  private refusals: { code: number; message: string }[] = [];
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  static async start(credentials = { user: 'lagoon', password: 's3cret-pass' }) {
    let self: TestSmtpServer | null = null;
    const server = new SMTPServer({
      logger: false,
      // Plain connections: the test has no certificate the store would trust.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, callback) {
        if (auth.username !== credentials.user || auth.password !== credentials.password) {
          callback(new Error('Invalid username or password'));
          return;
        }
        if (self) self.logins += 1;
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        const refusal = self?.refusals.shift();
        if (refusal) {
          stream.resume();
          stream.on('end', () => {
            callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          });
          return;
        }
        simpleParser(stream)
          .then((parsed: ParsedMail) => {
            self?.accept(parsed, session.envelope);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const port = (server.server.address() as AddressInfo).port;
    const url = `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
    self = new TestSmtpServer(server, url);
    return self;
  }

  private accept(
    parsed: ParsedMail,
    envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] },
  ): void {
    this.received.push({
      to: envelope.rcptTo.map((entry) => entry.address),
      from: envelope.mailFrom ? envelope.mailFrom.address : '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      messageId: parsed.messageId ?? '',
      header: (name) => {
        const value = parsed.headers.get(name.toLowerCase());
        return value === undefined ? undefined : String(value);
      },
    });
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Refuses the next `count` mails with this SMTP answer (451: try later; 550: never). */
  refuseNext(count: number, code: number, message: string): void {
    for (let index = 0; index < count; index++) this.refusals.push({ code, message });
  }

  /** Waits until `count` mails arrived in all (ten seconds at most). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `expected ${count} mails, the SMTP server received ${this.received.length}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received.slice(0, count);
  }

  /**
   * Waits until a mail that `matches` arrives among those after the first `after` (ten seconds
   * at most): a count alone may be reached by a mail of an earlier step arriving late.
   */
  async waitForMail(
    matches: (mail: ReceivedMail) => boolean,
    after = 0,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(after).find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no matching mail among the ${this.received.length - after} received`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
