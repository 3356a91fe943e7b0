import type { ScanRuleDetail, ScanRuleList } from '@lagoon/contract';
import { type PageLoader, privatePageLoader } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getScanRule, getScanRules } from './scans-api';

/** What /admin/scan-rules shows. */
export interface ScanRulesData {
  rules: Read<ScanRuleList>;
}

/** /admin/scan-rules. */
export const scanRulesLoader: PageLoader<ScanRulesData | null> = privatePageLoader(
  async (_env, { request }) => {
    const { signal } = request;
    return { rules: await read(() => getScanRules(signal), { signal }) };
  },
);

/** What /admin/scan-rules/:ruleId shows. */
export interface ScanRuleData {
  ruleId: string;
  rule: Read<ScanRuleDetail>;
}

/** /admin/scan-rules/:ruleId. */
export const scanRuleLoader: PageLoader<ScanRuleData | null> = privatePageLoader(
  async (_env, { params, request }) => {
    const { signal } = request;
    const ruleId = params.ruleId ?? '';
    return { ruleId, rule: await read(() => getScanRule(ruleId, signal), { signal }) };
  },
);
