/**
 * State that several servers in front of one database must share: the attempt counts of the
 * sign-in and sign-up limits per limiter and key, the addresses each account signed in from,
 * and single sign-on flows under way (the provider may send the user back to any server).
 */
export const statements: string[] = [
  `CREATE TABLE attempt_limits (
      scope text NOT NULL,
      key text NOT NULL,
      counted integer NOT NULL DEFAULT 0 CHECK (counted >= 0),
      running integer NOT NULL DEFAULT 0 CHECK (running >= 0),
      last_at timestamptz NOT NULL,
      running_until timestamptz NOT NULL,
      PRIMARY KEY (scope, key)
    )`,
  'CREATE INDEX attempt_limits_last_at_idx ON attempt_limits (scope, last_at)',
  `CREATE TABLE known_addresses (
      email text NOT NULL,
      address text NOT NULL,
      seen_at timestamptz NOT NULL,
      PRIMARY KEY (email, address)
    )`,
  'CREATE INDEX known_addresses_seen_at_idx ON known_addresses (seen_at)',
  `CREATE TABLE sign_in_flows (
      id_hash char(64) PRIMARY KEY,
      flow jsonb NOT NULL,
      expires_at timestamptz NOT NULL
    )`,
  'CREATE INDEX sign_in_flows_expires_at_idx ON sign_in_flows (expires_at)',
];
