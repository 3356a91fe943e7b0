/**
 * An upload key opened by a script lives and dies with the access token that opened it, as a
 * browser's lives with its sign-in session: revoking the token (or its expiry) ends the key.
 * Each key is bound to exactly one of the two.
 */
export const statements: string[] = [
  'ALTER TABLE upload_sessions ALTER COLUMN session_id DROP NOT NULL',
  `ALTER TABLE upload_sessions
      ADD COLUMN access_token_id uuid REFERENCES access_tokens (id) ON DELETE CASCADE`,
  `ALTER TABLE upload_sessions ADD CONSTRAINT upload_sessions_one_owner
      CHECK ((session_id IS NULL) <> (access_token_id IS NULL))`,
  'CREATE INDEX upload_sessions_access_token_idx ON upload_sessions (access_token_id)',
];
