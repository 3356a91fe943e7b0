/**
 * What the store's writes need of the mail service (`app.mail`): where links point, whether
 * new mails are sent or kept, and a way to have them sent soon. Commands take it as a
 * parameter, so they queue mail in their own transaction without knowing about SMTP.
 */
export interface Mailer {
  /** PUBLIC_URL: the links of every mail start with it. */
  readonly publicUrl: string;
  /**
   * Whether this store sends mail (SMTP_URL is set). Without SMTP new mails are written to the
   * outbox as "kept", where administrators read them, and never sent.
   */
  readonly delivers: boolean;
  /**
   * Starts delivering queued mails soon, in the background. Call it after the transaction that
   * queued a mail committed; until then the sender cannot see the mail (it would find it on its
   * next regular look, a few seconds later).
   */
  wake(): void;
}
