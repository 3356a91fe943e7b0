import { BLOCK_REASON_MAX } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  blocks,
  checkReportDecision,
  EMPTY_REPORT_DECISION,
  toReportDecision,
} from './report-decision';

const draft = (change: Partial<typeof EMPTY_REPORT_DECISION>) => ({
  ...EMPTY_REPORT_DECISION,
  ...change,
});

describe('a decision about a report', () => {
  it('needs nothing to dismiss or resolve, and a reason to block', () => {
    expect(checkReportDecision('dismiss', EMPTY_REPORT_DECISION)).toBeNull();
    expect(checkReportDecision('resolve', EMPTY_REPORT_DECISION)).toBeNull();
    expect(checkReportDecision('resolve', draft({ block: true }))).toBe('required');
    expect(checkReportDecision('resolve', draft({ block: true, note: '  \n ' }))).toBe('required');
    expect(checkReportDecision('resolve', draft({ block: true, note: 'Phishing' }))).toBeNull();
    // Dismissing never blocks, whatever the box said before.
    expect(blocks('dismiss', draft({ block: true }))).toBe(false);
    expect(checkReportDecision('dismiss', draft({ block: true }))).toBeNull();
  });

  it('holds the note to the length of a block reason, counted after trimming', () => {
    const longest = 'x'.repeat(BLOCK_REASON_MAX);
    expect(checkReportDecision('dismiss', draft({ note: `  ${longest}  ` }))).toBeNull();
    expect(checkReportDecision('dismiss', draft({ note: `${longest}x` }))).toBe('tooLong');
    expect(checkReportDecision('resolve', draft({ block: true, note: `${longest}x` }))).toBe(
      'tooLong',
    );
  });

  it('sends a trimmed note, none when blank, and the block only when resolving with it', () => {
    expect(toReportDecision('dismiss', draft({ note: '  Generic name ' }))).toEqual({
      note: 'Generic name',
    });
    expect(toReportDecision('resolve', draft({ note: '   ' }))).toEqual({
      note: null,
      block: null,
    });
    expect(
      toReportDecision('resolve', draft({ note: 'Malware', block: true, blockMode: 'removed' })),
    ).toEqual({ note: 'Malware', block: 'removed' });
    expect(toReportDecision('dismiss', draft({ note: 'x', block: true }))).toEqual({ note: 'x' });
  });
});
