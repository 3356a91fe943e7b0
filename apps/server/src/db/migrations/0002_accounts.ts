export const statements: string[] = [
  'ALTER TABLE users ADD COLUMN big_profile_image text',
  // Accounts made through single sign-on have no password of their own.
  'ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL',
  'ALTER TABLE users ADD COLUMN oidc_issuer text',
  'ALTER TABLE users ADD COLUMN oidc_subject text',
  'CREATE UNIQUE INDEX users_oidc_key ON users (oidc_issuer, oidc_subject)',
  'CREATE INDEX sessions_expires_idx ON sessions (expires_at)',
  `CREATE TABLE upload_sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`,
  'CREATE INDEX upload_sessions_user_idx ON upload_sessions (user_id)',
];
