/**
 * What the reviewers' flags found in a package's files (minified or obfuscated scripts,
 * remote code hints; see code-review/package-insights.ts), kept per package because reading
 * every script of every package in the review queue on each visit would cost seconds. A
 * package never changes once stored, so a row stays true; `analysis` names the version of the
 * heuristics that wrote it, and a row of an older one is computed again. The SHA-256 index
 * finds packages identical to another item's.
 */
export const statements: string[] = [
  `CREATE TABLE package_insights (
      package_id bigint PRIMARY KEY REFERENCES packages (id) ON DELETE CASCADE,
      analysis integer NOT NULL,
      findings jsonb NOT NULL,
      computed_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX packages_sha256_idx ON packages (sha256)',
];
