/**
 * Distribution: each approved version of an extension is signed as a CRX3 package that
 * browsers download from the update service; the companion extension's packages are kept
 * the same way (no package row). Administrators choose which items managed browsers get
 * installed, and whether blocking disables or uninstalls an item there.
 */
export const statements: string[] = [
  `CREATE TABLE signed_packages (
      app_id char(32) NOT NULL CHECK (app_id ~ '^[a-p]{32}$'),
      version text NOT NULL,
      package_id bigint REFERENCES packages (id) ON DELETE CASCADE,
      file_key text NOT NULL,
      sha256 char(64) NOT NULL,
      size bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (app_id, version)
    )`,
  'CREATE INDEX signed_packages_package_idx ON signed_packages (package_id)',
  `ALTER TABLE items ADD COLUMN install_policy text NOT NULL DEFAULT 'none'
      CHECK (install_policy IN ('none','preinstalled','required'))`,
  `ALTER TABLE items ADD COLUMN block_mode text NOT NULL DEFAULT 'blocked'
      CHECK (block_mode IN ('blocked','removed'))`,
  `CREATE INDEX items_policy_idx ON items (id) WHERE install_policy <> 'none' OR blocked`,
];
