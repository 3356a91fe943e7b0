import { ITEM_REPORT_TEXT_MAX } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  checkItemReport,
  EMPTY_REPORT,
  outcomeOfRefusal,
  problemsAfterChoosing,
  serverProblems,
  toItemReportInput,
} from './item-report-form';

describe('the report form', () => {
  it('asks for a reason, and for details with "other"', () => {
    expect(checkItemReport(EMPTY_REPORT)).toEqual({ reason: 'itemReports.reason.required' });
    expect(checkItemReport({ reason: 'malware', text: '' })).toEqual({});
    expect(checkItemReport({ reason: 'other', text: ' \n ' })).toEqual({
      text: 'itemReports.text.required',
    });
    expect(checkItemReport({ reason: 'other', text: 'Pretends to be my bank' })).toEqual({});
  });

  it('holds the details to the contract’s limit, counted after trimming', () => {
    const longest = 'x'.repeat(ITEM_REPORT_TEXT_MAX);
    expect(checkItemReport({ reason: 'spam', text: ` ${longest} ` })).toEqual({});
    expect(checkItemReport({ reason: 'spam', text: `${longest}x` })).toEqual({
      text: 'itemReports.text.max',
    });
    expect(checkItemReport({ reason: null, text: `${longest}x` })).toEqual({
      reason: 'itemReports.reason.required',
      text: 'itemReports.text.max',
    });
  });

  it('settles the problems a chosen reason answers', () => {
    const shown = {
      reason: 'itemReports.reason.required',
      text: 'itemReports.text.required',
    } as const;
    expect(problemsAfterChoosing(shown, 'spam')).toEqual({});
    expect(problemsAfterChoosing(shown, 'other')).toEqual({ text: 'itemReports.text.required' });
    expect(problemsAfterChoosing({ text: 'itemReports.text.max' }, 'spam')).toEqual({
      text: 'itemReports.text.max',
    });
  });

  it('sends trimmed details, none when blank', () => {
    expect(toItemReportInput({ reason: 'spam', text: '  Ads everywhere ' })).toEqual({
      reason: 'spam',
      text: 'Ads everywhere',
    });
    expect(toItemReportInput({ reason: 'copyright', text: '   ' })).toEqual({
      reason: 'copyright',
      text: null,
    });
  });

  it('reads the store’s refusals: fields it names, and a report already open', () => {
    const refused = new ApiError({
      code: 'INVALID_REQUEST',
      message: 'x',
      status: 400,
      fields: [
        { field: 'text', code: 'itemReports.text.max', message: 'x' },
        { field: 'reason', code: 'itemReports.reason.required', message: 'x' },
        { field: 'other', code: 'something.else', message: 'x' },
      ],
    });
    expect(serverProblems(refused)).toEqual({
      text: 'itemReports.text.max',
      reason: 'itemReports.reason.required',
    });
    expect(serverProblems(new Error('offline'))).toEqual({});
    const already = new ApiError({ code: 'ITEM_ALREADY_REPORTED', message: 'x', status: 409 });
    expect(outcomeOfRefusal(already)).toBe('already');
    expect(outcomeOfRefusal(refused)).toBeNull();
  });
});
