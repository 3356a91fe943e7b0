import { SCAN_RULE_AUDIT_ACTIONS, type ScanRuleAuditAction } from '@lagoon/contract';

export function isScanRuleAction(action: string): action is ScanRuleAuditAction {
  return (SCAN_RULE_AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** What the log kept of a scan rule's change, block or cleared matches. */
export interface ScanRuleEntryFacts {
  /** The rule this line is about, for a change, a deletion or the rule's page. */
  ruleId: string | null;
  ruleName: string | null;
  /** The version a rule blocked. */
  version: string | null;
  /** How many matches an administrator cleared. */
  matches: number | null;
}

/** Reads a scan rule line's target and details; what is missing or malformed is null. */
export function scanRuleEntryFacts(
  target: string | null,
  details: Record<string, unknown> | null,
): ScanRuleEntryFacts {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const nameOf = (value: unknown) =>
    value && typeof value === 'object' ? text((value as Record<string, unknown>).name) : null;
  const fromTarget = target?.startsWith('scan-rule:') ? target.slice('scan-rule:'.length) : null;
  return {
    ruleId: fromTarget ?? text(details?.ruleId),
    ruleName: text(details?.ruleName) ?? text(details?.name) ?? nameOf(details?.after),
    version: text(details?.version),
    matches: typeof details?.matches === 'number' ? details.matches : null,
  };
}
