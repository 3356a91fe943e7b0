/**
 * Staged releases: pilot groups receive an approved version first while every other browser
 * keeps the previous live version (see src/db/item-releases.ts). One row per item, its latest
 * staged release; it stops holding anything once promoted, once its automatic date passed, or
 * once the item's live version is no longer its pilot version (a later approval or rollback).
 * The default group is never a pilot: browsers without a group follow it.
 */
export const statements: string[] = [
  'ALTER TABLE browser_groups ADD COLUMN pilot boolean NOT NULL DEFAULT false',
  `ALTER TABLE browser_groups
      ADD CONSTRAINT browser_groups_default_not_pilot CHECK (NOT (is_default AND pilot))`,
  `CREATE TABLE item_releases (
      item_id char(32) PRIMARY KEY REFERENCES items (id) ON DELETE CASCADE,
      pilot_version text NOT NULL,
      held_version text NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      promote_at timestamptz,
      developer_may_promote boolean NOT NULL DEFAULT false,
      staged_by uuid,
      promoted_at timestamptz,
      promoted_by uuid
    )`,
];
