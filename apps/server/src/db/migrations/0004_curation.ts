/**
 * Curation: a banner may speak to one interface language only and run on a schedule; the
 * public query compares the schedule with the database clock. Administrators' curation
 * changes are kept in their own log.
 */
export const statements: string[] = [
  "ALTER TABLE banners ADD COLUMN language text CHECK (language IN ('en','ko'))",
  'ALTER TABLE banners ADD COLUMN starts_at timestamptz',
  'ALTER TABLE banners ADD COLUMN ends_at timestamptz',
  `ALTER TABLE banners ADD CONSTRAINT banners_schedule_check
      CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)`,
  'CREATE INDEX banners_type_idx ON banners (type, position, id)',
  `CREATE TABLE admin_actions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL,
      target text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX admin_actions_created_idx ON admin_actions (created_at DESC, id DESC)',
];
