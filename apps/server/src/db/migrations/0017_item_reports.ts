/**
 * Visitors' reports of items to the administrators. One open report per account and item
 * (the partial unique key; a closed report lets the account report the item again). The
 * open index serves the queue (oldest first), the closed one the decided reports (most
 * recently closed first). `note` is the administrator's note when closing; a resolution
 * that blocked the item did so through the review machine, which logs the block itself.
 */
export const statements: string[] = [
  `CREATE TABLE item_reports (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (reason IN ('malware','spam','copyright','other')),
      text text,
      created_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      resolution text CHECK (resolution IN ('dismissed','resolved','blocked')),
      closed_by uuid REFERENCES users (id) ON DELETE SET NULL,
      note text,
      CHECK ((closed_at IS NULL) = (resolution IS NULL))
    )`,
  `CREATE UNIQUE INDEX item_reports_open_key ON item_reports (item_id, reporter_id)
      WHERE closed_at IS NULL`,
  'CREATE INDEX item_reports_open_idx ON item_reports (created_at, id) WHERE closed_at IS NULL',
  `CREATE INDEX item_reports_closed_idx ON item_reports (closed_at DESC, id DESC)
      WHERE closed_at IS NOT NULL`,
  'CREATE INDEX item_reports_reporter_idx ON item_reports (reporter_id)',
];
