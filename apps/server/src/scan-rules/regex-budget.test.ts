import { describe, expect, it } from 'vitest';
import { RegexBudget } from './regex-budget.js';

describe('the regular expression budget', () => {
  it('never reports a quick search as not fully read, however late the watchdog runs', () => {
    // A small budget, so that a watchdog thread the machine starts late fires often: the file
    // names below take microseconds each and none of them may be recorded as "not fully read".
    const budget = new RegexBudget(5);
    const outcomes = Array.from({ length: 2000 }, (_, index) =>
      budget.find(/\.pem$/u, `_locales/l${index}/messages.json`),
    );
    expect(outcomes.filter((outcome) => outcome === 'timeout')).toEqual([]);
    expect(budget.find(/\.pem$/u, 'keys/deploy.pem')).toEqual({ index: 11, length: 4 });
  });

  it('still stops a catastrophic pattern and says so', () => {
    // Unstopped, this search would take hours: that it returns at all is the budget at work.
    const budget = new RegexBudget(20);
    expect(budget.find(/^(a+)+$/u, `${'a'.repeat(40)}!`)).toBe('timeout');
    expect(budget.find(/^(a+)+$/u, 'aaaa')).toEqual({ index: 0, length: 4 });
  });
});
