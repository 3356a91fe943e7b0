/**
 * Every change of a draft or package and every review transition raises the item's
 * revision; a review decision names the revision the reviewer saw and is refused when the
 * item changed since (REVIEW_REVISION_CHANGED).
 */
export const statements: string[] = [
  'ALTER TABLE items ADD COLUMN revision integer NOT NULL DEFAULT 0',
];
