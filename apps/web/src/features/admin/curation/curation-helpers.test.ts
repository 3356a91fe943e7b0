import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { fromLocalInput, toLocalInput } from './local-time';
import { moved, problemsOf } from './shared';

const t = ((key: string) => `«${key}»`) as unknown as Parameters<typeof problemsOf>[0];

describe('curation helpers', () => {
  it('moves one entry of an ordered list', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('turns schedule inputs (local time) into instants and back', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
    const instant = fromLocalInput('2026-12-01T09:30');
    expect(instant).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(toLocalInput(instant)).toBe('2026-12-01T09:30');
    expect(toLocalInput(null)).toBe('');
  });

  it('names the broken rule of a refused field, else the error', () => {
    const refused = (code: ApiError['code'], fields: { field: string; code: string }[]) =>
      new ApiError({
        code,
        status: 400,
        message: '',
        fields: fields.map((entry) => ({ ...entry, message: '' })),
      });
    expect(
      problemsOf(
        t,
        refused('INVALID_REQUEST', [
          { field: 'titleEn', code: 'admin.curation.title.required' },
          { field: 'titleKo', code: 'admin.curation.title.required' },
          { field: 'linkUrl', code: 'admin.curation.linkUrl.invalid' },
        ]),
      ),
    ).toEqual(['«admin.curation.title.required»', '«admin.curation.linkUrl.invalid»']);
    expect(problemsOf(t, refused('INVALID_REQUEST', [{ field: 'x', code: 'other' }]))).toEqual([
      '«admin.curation.common.invalid»',
    ]);
    expect(problemsOf(t, refused('CATEGORY_IN_USE', []))).toEqual(['«errors.CATEGORY_IN_USE»']);
    expect(problemsOf(t, new Error('offline'))).toEqual(['«errors.INTERNAL_ERROR»']);
  });
});
