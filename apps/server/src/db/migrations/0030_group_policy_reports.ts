/**
 * Which copy of its group's policy file each browser runs: the companion's daily report names
 * the group and the file's version (the group's policyChangedAt when the file was made), and
 * each report adds one to its group, version and day (UTC). Counts only: no address, no
 * installation identifier (see src/usage/policy-reports.ts).
 */
export const statements: string[] = [
  `CREATE TABLE group_policy_reports_daily (
      group_id uuid NOT NULL REFERENCES browser_groups (id) ON DELETE CASCADE,
      day date NOT NULL,
      policy_version timestamptz NOT NULL,
      reports integer NOT NULL DEFAULT 0,
      PRIMARY KEY (group_id, day, policy_version)
    )`,
];
