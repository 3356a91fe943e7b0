import { describe, expect, it } from 'vitest';
import { areaOf } from './audit-search';
import { isReportAction, reportEntryFacts } from './report-entry';

describe('a decision about a report of an item in the log', () => {
  it('knows the report actions and files them under reports', () => {
    expect(isReportAction('report.dismiss')).toBe(true);
    expect(isReportAction('report.resolve')).toBe(true);
    expect(isReportAction('rating.dismiss')).toBe(false);
    expect(areaOf('report.resolve')).toBe('reports');
    expect(areaOf('rating.dismiss')).toBe('ratings');
  });

  it('reads the report, its reason, its reporter, the block and the reports closed', () => {
    expect(
      reportEntryFacts('item-report:17', {
        extensionId: 'a'.repeat(32),
        reason: 'malware',
        text: 'Steals passwords',
        reporter: 'Noah Newcomer',
        block: 'removed',
        reports: 3,
      }),
    ).toEqual({
      reportId: '17',
      reason: 'malware',
      reporter: 'Noah Newcomer',
      block: 'removed',
      reports: 3,
    });
  });

  it('leaves out what is missing or malformed', () => {
    const none = { reportId: null, reason: null, reporter: null, block: null, reports: null };
    expect(
      reportEntryFacts('rating:4', {
        reason: 'offensive',
        reporter: '',
        block: 'everywhere',
        reports: 1.5,
      }),
    ).toEqual(none);
    expect(reportEntryFacts('item-report:0', null)).toEqual(none);
    expect(reportEntryFacts(null, null)).toEqual(none);
  });
});
