/**
 * The fleet inventory (see src/fleet): a group's `inventory` setting, the browsers that report
 * their extensions (a random id, the SHA-256 of the browser's secret, its group and when it was
 * first and last heard from; no account and no address) and each browser's extensions as it
 * last reported them. A browser's rows go with it (ON DELETE CASCADE), and a browser whose
 * group is deleted leaves the inventory too: it reports again under its new group.
 */
export const statements: string[] = [
  'ALTER TABLE browser_groups ADD COLUMN inventory boolean NOT NULL DEFAULT false',
  `CREATE TABLE fleet_browsers (
      id uuid PRIMARY KEY,
      secret_hash char(64) NOT NULL,
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX fleet_browsers_last_seen_idx ON fleet_browsers (last_seen_at)',
  'CREATE INDEX fleet_browsers_group_idx ON fleet_browsers (group_id)',
  `CREATE TABLE fleet_extensions (
      browser_id uuid NOT NULL REFERENCES fleet_browsers (id) ON DELETE CASCADE,
      extension_id text NOT NULL,
      name text NOT NULL,
      version text NOT NULL,
      enabled boolean NOT NULL,
      install_type text NOT NULL,
      permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
      host_permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
      update_url text,
      source text NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (browser_id, extension_id)
    )`,
  'CREATE INDEX fleet_extensions_extension_idx ON fleet_extensions (extension_id)',
];
