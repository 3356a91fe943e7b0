/**
 * The store-wide "pre-installed / required" choice becomes the default group's entries, so
 * every group's policy is built from its own entries; nothing else reads the column after.
 */
export const statements: string[] = [
  `INSERT INTO browser_group_items (group_id, item_id, mode)
     SELECT g.id, i.id,
       CASE i.install_policy WHEN 'required' THEN 'force_installed' ELSE 'normal_installed' END
     FROM items i CROSS JOIN browser_groups g
     WHERE g.is_default AND i.install_policy <> 'none'
     ON CONFLICT (group_id, item_id) DO NOTHING`,
  'ALTER TABLE items DROP COLUMN install_policy',
];
