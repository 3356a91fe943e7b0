/**
 * When the scan rules could not run on an uploaded package (storage unreadable, a rule that
 * throws): the upload is kept and answered, and the package waits for the rules before it can
 * be approved. Approval runs them again; a successful run clears the mark.
 */
export const statements: string[] = [
  'ALTER TABLE packages ADD COLUMN rules_scan_failed_at timestamptz',
];
