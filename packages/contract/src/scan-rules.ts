import { z } from 'zod';
import { ExtensionId, Timestamp } from './entities.js';

/**
 * Scan rules: administrators' own checks that run over every uploaded package and, as a
 * retro-hunt, over every stored version of every item. A rule matches text, a regular
 * expression or a SHA-256 hash against file contents, file names or the manifest; what a match
 * does is the rule's action. See docs/review.md ("Scan rules") for the format and the starter set.
 */

export const SCAN_RULE_NAME_MAX = 80;
export const SCAN_RULE_DESCRIPTION_MAX = 1000;
export const SCAN_RULE_PATTERN_MAX = 500;
/** Rules a store keeps at most; every upload runs each enabled one. */
export const SCAN_RULES_MAX = 100;
/** Matches a rule's page and a case page list; the count says how many more there are. */
export const SCAN_MATCHES_SHOWN_MAX = 200;
/** Matches one rule records per package (one per file). */
export const SCAN_MATCHES_PER_PACKAGE_MAX = 20;
/** Characters of a file around a match kept as its excerpt. */
export const SCAN_EXCERPT_MAX = 160;
/**
 * Milliseconds one regular expression may run over one file. A pattern that backtracks
 * catastrophically is stopped there and the file is reported as not fully scanned.
 */
export const SCAN_REGEX_FILE_BUDGET_MS = 50;
/** Packages a retro-hunt reads before it gives other work a turn and records its progress. */
export const SCAN_HUNT_BATCH = 5;

export const SCAN_RULE_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const ScanRuleSeverity = z.enum(SCAN_RULE_SEVERITIES);
export type ScanRuleSeverity = z.infer<typeof ScanRuleSeverity>;

export const SCAN_MATCH_KINDS = ['text', 'regex', 'hash'] as const;
export const ScanMatchKind = z.enum(SCAN_MATCH_KINDS);
export type ScanMatchKind = z.infer<typeof ScanMatchKind>;

export const SCAN_MATCH_TARGETS = ['file-content', 'file-name', 'manifest'] as const;
export const ScanMatchTarget = z.enum(SCAN_MATCH_TARGETS);
export type ScanMatchTarget = z.infer<typeof ScanMatchTarget>;

/**
 * `flag`: a match is shown on the case and in the queue. `hold`: an upload that matches cannot
 * be approved until an administrator clears the match on the case. `block`: as hold for
 * uploads, and a live version that matches (found by the retro-hunt) has its item blocked
 * through the store's block command, so managed browsers disable it.
 */
export const SCAN_RULE_ACTIONS = ['flag', 'hold', 'block'] as const;
export const ScanRuleAction = z.enum(SCAN_RULE_ACTIONS);
export type ScanRuleAction = z.infer<typeof ScanRuleAction>;

export const ScanRuleMatch = z.object({
  kind: ScanMatchKind,
  target: ScanMatchTarget,
  pattern: z.string().min(1).max(SCAN_RULE_PATTERN_MAX),
});
export type ScanRuleMatch = z.infer<typeof ScanRuleMatch>;

/** One condition of a manifest pattern: a key path, and the value it must have (or match). */
export interface ManifestCondition {
  path: string[];
  value: string | null;
}

/** The separator between the conditions of a manifest pattern, all of which must hold. */
export const MANIFEST_CONDITION_SEPARATOR = ' && ';

/**
 * Reads a manifest pattern: conditions joined by " && ", each `key.path` (the key is present)
 * or `key.path=value` (a value at the path equals the value, for text, or matches it, for a
 * regular expression). Arrays on the way are searched through: `content_scripts.matches=<all_urls>`.
 */
export function parseManifestPattern(pattern: string): ManifestCondition[] | null {
  const conditions: ManifestCondition[] = [];
  for (const part of pattern.split(MANIFEST_CONDITION_SEPARATOR)) {
    const equals = part.indexOf('=');
    const key = (equals === -1 ? part : part.slice(0, equals)).trim();
    const path = key.split('.');
    if (!key || path.some((segment) => segment === '')) return null;
    conditions.push({ path, value: equals === -1 ? null : part.slice(equals + 1).trim() });
  }
  return conditions.length > 0 ? conditions : null;
}

const SHA256 = /^[0-9a-f]{64}$/i;

/** Whether a regular expression fails to compile. */
function regexProblem(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return false;
  } catch {
    return true;
  }
}

export type ScanPatternProblem =
  | 'SCAN_RULE_INVALID_REGEX'
  | 'SCAN_RULE_INVALID_HASH'
  | 'SCAN_RULE_INVALID_MANIFEST_PATTERN';

/**
 * What is wrong with a rule's match, or null: a regular expression must compile (JavaScript
 * syntax, Unicode mode), a hash is 64 hexadecimal characters and only matches file contents
 * (each file's, or the whole package's), and a manifest pattern reads as parseManifestPattern says.
 */
export function scanPatternProblem(match: ScanRuleMatch): ScanPatternProblem | null {
  if (match.kind === 'hash') {
    return match.target === 'file-content' && SHA256.test(match.pattern.trim())
      ? null
      : 'SCAN_RULE_INVALID_HASH';
  }
  if (match.target === 'manifest') {
    const conditions = parseManifestPattern(match.pattern);
    if (!conditions) return 'SCAN_RULE_INVALID_MANIFEST_PATTERN';
    if (match.kind === 'regex') {
      return conditions.some((entry) => entry.value !== null && regexProblem(entry.value))
        ? 'SCAN_RULE_INVALID_REGEX'
        : null;
    }
    return null;
  }
  if (match.kind === 'regex' && regexProblem(match.pattern)) return 'SCAN_RULE_INVALID_REGEX';
  return null;
}

export const ScanRuleInput = z.object({
  name: z.string().trim().min(1).max(SCAN_RULE_NAME_MAX),
  description: z.string().trim().max(SCAN_RULE_DESCRIPTION_MAX).default(''),
  severity: ScanRuleSeverity,
  match: ScanRuleMatch,
  action: ScanRuleAction.default('flag'),
  enabled: z.boolean().default(true),
});
export type ScanRuleInput = z.infer<typeof ScanRuleInput>;

export const ScanRulePatch = z.object({
  name: z.string().trim().min(1).max(SCAN_RULE_NAME_MAX).optional(),
  description: z.string().trim().max(SCAN_RULE_DESCRIPTION_MAX).optional(),
  severity: ScanRuleSeverity.optional(),
  match: ScanRuleMatch.optional(),
  action: ScanRuleAction.optional(),
  enabled: z.boolean().optional(),
});
export type ScanRulePatch = z.infer<typeof ScanRulePatch>;

export const ScanRuleParams = z.object({ ruleId: z.string().uuid() });

export const SCAN_HUNT_STATES = ['idle', 'running', 'done'] as const;
export const ScanHuntState = z.enum(SCAN_HUNT_STATES);
export type ScanHuntState = z.infer<typeof ScanHuntState>;

/** A retro-hunt's progress: packages read of those stored when it started. */
export const ScanHunt = z.object({
  state: ScanHuntState,
  scanned: z.number().int(),
  total: z.number().int(),
  startedAt: Timestamp.nullable(),
  finishedAt: Timestamp.nullable(),
});
export type ScanHunt = z.infer<typeof ScanHunt>;

export const ScanRule = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  severity: ScanRuleSeverity,
  match: ScanRuleMatch,
  action: ScanRuleAction,
  enabled: z.boolean(),
  /** The starter rule this one was shipped as, or null for an administrator's own. */
  starter: z.string().nullable(),
  matchCount: z.number().int(),
  hunt: ScanHunt,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ScanRule = z.infer<typeof ScanRule>;

export const ScanRuleList = z.object({ rules: z.array(ScanRule), max: z.number().int() });
export type ScanRuleList = z.infer<typeof ScanRuleList>;

/** Where a match was found: an upload's scan or a retro-hunt. */
export const SCAN_MATCH_SOURCES = ['upload', 'hunt'] as const;

export const ScanMatch = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  severity: ScanRuleSeverity,
  action: ScanRuleAction,
  extensionId: ExtensionId,
  itemName: z.string().nullable(),
  packageId: z.number().int(),
  version: z.string(),
  /** The file, or null for a match on the manifest's values or the whole package's hash. */
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  excerpt: z.string().nullable(),
  /** The regular expression ran out of its time on this file: the file is not fully scanned. */
  timedOut: z.boolean(),
  source: z.enum(SCAN_MATCH_SOURCES),
  foundAt: Timestamp,
  clearedAt: Timestamp.nullable(),
  clearedBy: z.string().nullable(),
});
export type ScanMatch = z.infer<typeof ScanMatch>;

export const ScanRuleDetail = ScanRule.extend({
  matches: z.array(ScanMatch),
});
export type ScanRuleDetail = z.infer<typeof ScanRuleDetail>;

/** A case's matches: those of its submitted package, and whether one holds its approval. */
export const CaseScanMatches = z.object({
  extensionId: ExtensionId,
  matches: z.array(ScanMatch),
  held: z.boolean(),
});
export type CaseScanMatches = z.infer<typeof CaseScanMatches>;

export const ScanHoldClearInput = z.object({
  reason: z.string().trim().min(1).max(SCAN_RULE_DESCRIPTION_MAX),
});

/** What the administrators' log records of scan rules (target "scan-rule:<id>" or "item:<id>"). */
export const SCAN_RULE_AUDIT_ACTIONS = [
  'scan-rule.create',
  'scan-rule.change',
  'scan-rule.delete',
  'scan-rule.block',
  'scan-rule.clear',
] as const;
export const ScanRuleAuditAction = z.enum(SCAN_RULE_AUDIT_ACTIONS);
export type ScanRuleAuditAction = z.infer<typeof ScanRuleAuditAction>;
