import { describe, expect, it } from 'vitest';
import { scanRuleEntryFacts } from './scan-rule-entry';

describe('scan rule log lines', () => {
  it('names the rule of a change, a block and a deletion, and counts cleared matches', () => {
    expect(
      scanRuleEntryFacts('scan-rule:r1', { before: { name: 'Old' }, after: { name: 'New' } }),
    ).toEqual({ ruleId: 'r1', ruleName: 'New', version: null, matches: null });
    expect(
      scanRuleEntryFacts('item:abc', { ruleId: 'r2', ruleName: 'Beacon', version: '2.0.0' }),
    ).toEqual({ ruleId: 'r2', ruleName: 'Beacon', version: '2.0.0', matches: null });
    expect(scanRuleEntryFacts('item:abc', { matches: 3, rules: ['r3'] })).toMatchObject({
      ruleId: null,
      matches: 3,
    });
    expect(scanRuleEntryFacts(null, null)).toEqual({
      ruleId: null,
      ruleName: null,
      version: null,
      matches: null,
    });
  });
});
