/**
 * An upload key lives and dies with the sign-in session that opened it: signing out ends it.
 * Keys opened before (unbound, half an hour at most) are dropped.
 */
export const statements: string[] = [
  'DELETE FROM upload_sessions',
  `ALTER TABLE upload_sessions
      ADD COLUMN session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE`,
  'CREATE INDEX upload_sessions_session_idx ON upload_sessions (session_id)',
];
