/**
 * Items from elsewhere: extensions the store does not host, which browser groups allow,
 * install or block from their own update URL (see src/outside-items). Their group entries
 * have the shape of browser_group_items and leave with the item or the group; an id is
 * either the store's or from elsewhere, which the server checks when it adds one.
 */
export const statements: string[] = [
  `CREATE TABLE outside_items (
      id char(32) PRIMARY KEY,
      update_url text NOT NULL,
      name text NOT NULL,
      name_ko text,
      description text NOT NULL DEFAULT '',
      description_ko text,
      icon_key text,
      page_url text,
      blocked boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  `CREATE TABLE browser_group_outside_items (
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      outside_id char(32) NOT NULL REFERENCES outside_items (id) ON DELETE CASCADE,
      mode text NOT NULL
        CHECK (mode IN ('allowed','normal_installed','force_installed','blocked','removed')),
      blocked_permissions jsonb NOT NULL DEFAULT '[]',
      runtime_blocked_hosts jsonb NOT NULL DEFAULT '[]',
      runtime_allowed_hosts jsonb NOT NULL DEFAULT '[]',
      minimum_version text,
      toolbar_pin text CHECK (toolbar_pin IN ('force_pinned','default_pinned','default_unpinned')),
      blocked_install_message text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (group_id, outside_id)
    )`,
  'CREATE INDEX browser_group_outside_items_item_idx ON browser_group_outside_items (outside_id)',
];
