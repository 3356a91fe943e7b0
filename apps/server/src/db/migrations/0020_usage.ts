/**
 * Usage of items per day, counted from browsers' update checks (see src/usage): one row per
 * item and UTC day, incremented in place by every check, so several servers add to the same
 * row and no address or installation identifier is ever kept.
 */
export const statements: string[] = [
  `CREATE TABLE item_usage_daily (
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      day date NOT NULL,
      active_installs integer NOT NULL DEFAULT 0,
      new_installs integer NOT NULL DEFAULT 0,
      update_checks integer NOT NULL DEFAULT 0,
      PRIMARY KEY (item_id, day)
    )`,
];
