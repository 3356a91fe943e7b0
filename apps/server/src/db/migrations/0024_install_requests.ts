/**
 * Install requests: a visitor asks for an item their browser group does not allow, with a
 * reason; an administrator approves it for a group or denies it with a reason. One open
 * request per visitor and item. A request leaves with its visitor, item or group. The
 * language is the page's when the request was sent: the decision's mail is written in it.
 */
export const statements: string[] = [
  `CREATE TABLE install_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      reason text NOT NULL,
      language text NOT NULL DEFAULT 'en' CHECK (language IN ('en','ko')),
      state text NOT NULL DEFAULT 'open'
        CHECK (state IN ('open','approved','denied','withdrawn')),
      decision_reason text,
      decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`,
  `CREATE UNIQUE INDEX install_requests_open_key ON install_requests (user_id, item_id)
      WHERE state = 'open'`,
  'CREATE INDEX install_requests_state_idx ON install_requests (state, item_id)',
  'CREATE INDEX install_requests_user_idx ON install_requests (user_id, created_at DESC)',
];
