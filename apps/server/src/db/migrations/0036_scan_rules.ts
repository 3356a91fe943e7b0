import { STARTER_SCAN_RULES } from '../starter-scan-rules.js';

/**
 * Administrators' scan rules and what they found. A rule's retro-hunt keeps its progress on the
 * rule's row (a cursor over package ids up to the newest package when it started, and a lease
 * so that one server at a time reads a batch), so a restart or another server goes on from the
 * cursor. A match is one rule's finding in one package: in one file, or on the package as a
 * whole (file_path ''), kept until the rule's match changes or an administrator clears it.
 * The starter set is written here, each rule enabled with the `flag` action and no retro-hunt
 * started (an administrator starts one from the rule's page).
 */
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

export const statements: string[] = [
  `CREATE TABLE scan_rules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      severity text NOT NULL CHECK (severity IN ('low', 'medium', 'high', 'critical')),
      match_kind text NOT NULL CHECK (match_kind IN ('text', 'regex', 'hash')),
      match_target text NOT NULL CHECK (match_target IN ('file-content', 'file-name', 'manifest')),
      pattern text NOT NULL,
      action text NOT NULL CHECK (action IN ('flag', 'hold', 'block')),
      enabled boolean NOT NULL DEFAULT true,
      starter text UNIQUE,
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      hunt_started_at timestamptz,
      hunt_finished_at timestamptz,
      hunt_total integer NOT NULL DEFAULT 0,
      hunt_scanned integer NOT NULL DEFAULT 0,
      hunt_cursor bigint NOT NULL DEFAULT 0,
      hunt_until bigint NOT NULL DEFAULT 0,
      hunt_lease_until timestamptz
    )`,
  `CREATE TABLE scan_matches (
      id bigserial PRIMARY KEY,
      rule_id uuid NOT NULL REFERENCES scan_rules (id) ON DELETE CASCADE,
      package_id bigint NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      file_path text NOT NULL DEFAULT '',
      line integer,
      excerpt text,
      timed_out boolean NOT NULL DEFAULT false,
      source text NOT NULL CHECK (source IN ('upload', 'hunt')),
      found_at timestamptz NOT NULL DEFAULT now(),
      cleared_at timestamptz,
      cleared_by uuid REFERENCES users (id) ON DELETE SET NULL,
      UNIQUE (rule_id, package_id, file_path)
    )`,
  'CREATE INDEX scan_matches_package_idx ON scan_matches (package_id)',
  'CREATE INDEX scan_matches_item_idx ON scan_matches (item_id)',
  ...STARTER_SCAN_RULES.map(
    (rule) => `INSERT INTO scan_rules
        (name, description, severity, match_kind, match_target, pattern, action, starter)
      VALUES (${[
        rule.name,
        rule.description,
        rule.severity,
        rule.match.kind,
        rule.match.target,
        rule.match.pattern,
        rule.action,
        rule.starter,
      ]
        .map(quote)
        .join(', ')})`,
  ),
];
