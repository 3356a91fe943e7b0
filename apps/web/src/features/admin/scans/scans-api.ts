import type {
  CaseScanMatches,
  Ok,
  ScanRuleDetail,
  ScanRuleInput,
  ScanRuleList,
  ScanRulePatch,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/* The console's calls for scan rules (/admin/api/scan-rules) and a case's matches. */

function rulePath(ruleId: string): string {
  return `/admin/api/scan-rules/${encodeURIComponent(ruleId)}`;
}

function casePath(extensionId: string): string {
  return `/admin/api/reviews/${encodeURIComponent(extensionId)}/scan-matches`;
}

/** GET /admin/api/scan-rules: every rule, most severe first. */
export function getScanRules(signal?: AbortSignal): Promise<ScanRuleList> {
  return api.get<ScanRuleList>('/admin/api/scan-rules', { signal });
}

/** GET /admin/api/scan-rules/{id}: a rule, its retro-hunt's progress and its matches. */
export function getScanRule(ruleId: string, signal?: AbortSignal): Promise<ScanRuleDetail> {
  return api.get<ScanRuleDetail>(rulePath(ruleId), { signal });
}

/** POST /admin/api/scan-rules: a new rule; an enabled one starts its retro-hunt. */
export function createScanRule(input: ScanRuleInput): Promise<ScanRuleDetail> {
  return api.post<ScanRuleDetail>('/admin/api/scan-rules', { body: input });
}

/** PATCH /admin/api/scan-rules/{id}: what the change names; `hunt` starts the hunt again. */
export function updateScanRule(
  ruleId: string,
  change: ScanRulePatch & { hunt?: boolean },
): Promise<ScanRuleDetail> {
  return api.patch<ScanRuleDetail>(rulePath(ruleId), { body: change });
}

/** DELETE /admin/api/scan-rules/{id}: the rule and its matches. */
export function deleteScanRule(ruleId: string): Promise<Ok> {
  return api.delete<Ok>(rulePath(ruleId));
}

/** GET …/reviews/{id}/scan-matches: the matches on the package under review. */
export function getCaseScanMatches(
  extensionId: string,
  signal?: AbortSignal,
): Promise<CaseScanMatches> {
  return api.get<CaseScanMatches>(casePath(extensionId), { signal });
}

/** POST …/reviews/{id}/scan-matches/clear: clears them, lifting a hold, with a reason. */
export function clearCaseScanMatches(
  extensionId: string,
  reason: string,
): Promise<CaseScanMatches> {
  return api.post<CaseScanMatches>(`${casePath(extensionId)}/clear`, { body: { reason } });
}
