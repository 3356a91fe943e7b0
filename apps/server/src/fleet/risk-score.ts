import { type FleetRisk, type FleetRiskInput, type FleetSource, fleetRisk } from '@lagoon/contract';
import { packageFindings } from '../code-review/package-insights.js';
import type { Db } from '../db/database.js';
import type { FileStorage } from '../storage/storage.js';
import { loadStoreRiskFacts, type StoreRiskFacts } from './risk-queries.js';

/**
 * The fleet's risk score from what browsers report and what the store knows of its own items
 * (docs/fleet-risk.md). The code flags are the code viewer's findings for the item's package:
 * kept ones are read from the database; a package nobody read yet is read within
 * `codeBudgetMs` (the heuristics keep what they find for the next reader), so a page of the
 * list stays quick and a filter over thousands reads nothing new.
 */
export interface RiskContext {
  db: Db;
  storage: FileStorage;
  codeBudgetMs: number;
  now: Date;
}

export interface StoreRisk extends StoreRiskFacts {
  code: FleetRiskInput['code'];
}

/** The store's facts and code flags for the ids that are its items. */
export async function loadStoreRisk(
  context: RiskContext,
  ids: readonly string[],
): Promise<Map<string, StoreRisk>> {
  const facts = await loadStoreRiskFacts(context.db, ids);
  const findings = await packageFindings(
    context.db,
    context.storage,
    [...facts.values()].map((fact) => ({ id: fact.packageId, file_key: fact.fileKey })),
    { budgetMs: context.codeBudgetMs },
  );
  const risks = new Map<string, StoreRisk>();
  for (const [id, fact] of facts) {
    const found = findings.get(fact.packageId);
    risks.set(id, {
      ...fact,
      code: found
        ? {
            remotePatterns: found.hints.map((hint) => hint.pattern),
            obfuscatedFiles: found.obfuscated.files.length + found.obfuscated.omitted,
          }
        : null,
    });
  }
  return risks;
}

/** What the fleet's browsers report of one extension (nothing for a store item none has). */
export interface ReportedRiskInput {
  permissions: readonly string[];
  hostPermissions: readonly string[];
  sources: readonly FleetSource[];
  browsers: number;
  /** When a browser first reported the newest version in use. */
  versionSince: string | null;
}

/**
 * The score of one extension. A store item adds its package's permissions and sites to what
 * browsers report (the live version may be newer than theirs), is dated by its publication and
 * counts its active users; anything else is dated by the first report of its version and
 * counts the browsers that report it.
 */
export function extensionRisk(
  reported: ReportedRiskInput,
  store: StoreRisk | undefined,
  now: Date,
): FleetRisk {
  if (!store) {
    return fleetRisk({
      permissions: reported.permissions,
      hostPermissions: reported.hostPermissions,
      sources: reported.sources,
      versionSince: reported.versionSince,
      users: { count: reported.browsers, audience: 'fleet' },
      now,
    });
  }
  return fleetRisk({
    permissions: [...new Set([...reported.permissions, ...store.permissions])],
    hostPermissions: [...new Set([...reported.hostPermissions, ...store.hostPermissions])],
    sources: reported.sources.length > 0 ? reported.sources : ['store'],
    code: store.code,
    versionSince: store.publishedAt,
    ownerChangedAt: store.ownerChangedAt,
    users: { count: store.activeUsers, audience: 'store' },
    now,
  });
}
