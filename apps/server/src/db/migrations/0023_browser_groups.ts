/**
 * Browser groups: each department's managed browsers get the policy of their group (see
 * src/groups). Every store has exactly one default group, made here, which browsers whose
 * policy names no group belong to. A group's entries say how managed browsers get an item
 * (installation_mode) and the limits Chromium applies to it; the limit lists are JSON arrays
 * of strings, checked by the contract before they are written.
 */
export const statements: string[] = [
  `CREATE TABLE browser_groups (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      is_default boolean NOT NULL DEFAULT false,
      install_mode text NOT NULL DEFAULT 'open' CHECK (install_mode IN ('open','allowlist')),
      blocked_permissions jsonb NOT NULL DEFAULT '[]',
      runtime_blocked_hosts jsonb NOT NULL DEFAULT '[]',
      runtime_allowed_hosts jsonb NOT NULL DEFAULT '[]',
      blocked_install_message text,
      policy_changed_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE UNIQUE INDEX browser_groups_name_key ON browser_groups (lower(name))',
  'CREATE UNIQUE INDEX browser_groups_default_key ON browser_groups (is_default) WHERE is_default',
  `INSERT INTO browser_groups (name, description, is_default)
     VALUES ('Default', 'Browsers whose policy names no other group.', true)`,
  `CREATE TABLE browser_group_items (
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      mode text NOT NULL
        CHECK (mode IN ('allowed','normal_installed','force_installed','blocked','removed')),
      blocked_permissions jsonb NOT NULL DEFAULT '[]',
      runtime_blocked_hosts jsonb NOT NULL DEFAULT '[]',
      runtime_allowed_hosts jsonb NOT NULL DEFAULT '[]',
      minimum_version text,
      toolbar_pin text CHECK (toolbar_pin IN ('force_pinned','default_pinned','default_unpinned')),
      blocked_install_message text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (group_id, item_id)
    )`,
  'CREATE INDEX browser_group_items_item_idx ON browser_group_items (item_id)',
];
