/**
 * Access tokens: a developer's or an administrator's secret for calling the API from a script
 * (`Authorization: Bearer lgn_…`, see accounts/access-tokens.ts). Only the secret's SHA-256 is
 * kept (token_hash, unique: a call is one indexed lookup) beside its first characters, which
 * tell tokens apart in a list and give nothing away. Revoked and expired rows stay, so the list
 * and the log can name them; a revoked token never authenticates again.
 */
export const statements: string[] = [
  `CREATE TABLE access_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('creator', 'admin')),
      name text NOT NULL,
      scopes text[] NOT NULL,
      token_hash char(64) NOT NULL UNIQUE,
      display_prefix text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      last_used_at timestamptz,
      revoked_at timestamptz,
      revoked_by uuid REFERENCES users (id) ON DELETE SET NULL
    )`,
  'CREATE INDEX access_tokens_user_idx ON access_tokens (user_id, created_at DESC)',
  'CREATE INDEX access_tokens_created_idx ON access_tokens (created_at DESC)',
];
