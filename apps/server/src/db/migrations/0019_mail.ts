/**
 * Mail to developers (see src/mail): every mail is written to the outbox in the transaction
 * of what it tells (a decision, a rating, a report) and delivered later by whichever server
 * claims it; `next_attempt_at` is both the retry time and the claim's lease. The kind is
 * checked by the contract, not here, so a new kind needs no migration. Preferences: one row
 * per developer once they chose something or requested a review; `language` is the chosen
 * language when `language_chosen`, else the language of the last review request.
 */
export const statements: string[] = [
  `CREATE TABLE mail_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL,
      recipient text NOT NULL,
      language text NOT NULL CHECK (language IN ('en','ko')),
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      item_id char(32) REFERENCES items (id) ON DELETE SET NULL,
      status text NOT NULL CHECK (status IN ('queued','sent','failed','kept')),
      attempts integer NOT NULL DEFAULT 0,
      error text,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`,
  `CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id)
      WHERE status = 'queued'`,
  'CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC, id DESC)',
  'CREATE INDEX mail_outbox_item_idx ON mail_outbox (item_id)',
  `CREATE TABLE mail_preferences (
      creator_id uuid PRIMARY KEY REFERENCES creators (id) ON DELETE CASCADE,
      decisions boolean NOT NULL DEFAULT true,
      ratings boolean NOT NULL DEFAULT false,
      reports boolean NOT NULL DEFAULT false,
      language text NOT NULL CHECK (language IN ('en','ko')),
      language_chosen boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
];
