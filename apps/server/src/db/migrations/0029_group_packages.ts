/**
 * A browser group's copies of signed packages: the manifest names the group's own update
 * address (which only that group's policy file allows), made on first request for an item the
 * group allows and kept per item, version and group (see src/distribution/group-packages.ts).
 * Named after 0028 so stores that already ran it keep their order.
 */
export const statements: string[] = [
  `CREATE TABLE group_signed_packages (
      app_id char(32) NOT NULL CHECK (app_id ~ '^[a-p]{32}$'),
      version text NOT NULL,
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      file_key text NOT NULL,
      sha256 char(64) NOT NULL,
      size bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (app_id, version, group_id)
    )`,
  'CREATE INDEX group_signed_packages_group_idx ON group_signed_packages (group_id)',
];
