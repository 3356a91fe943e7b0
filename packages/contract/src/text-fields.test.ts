import { describe, expect, it } from 'vitest';
import { CreatorInput } from './entities.js';
import { isSingleLineText, SINGLE_LINE_ISSUE } from './text-fields.js';

describe('the single-line rule', () => {
  it('refuses line and paragraph breaks and control characters anywhere', () => {
    for (const text of [
      'a\nb',
      'a\r\nb',
      'a\rb',
      'end\n',
      '\tindented',
      'a\u0085b',
      'a\u2028b',
      'a\u2029b',
      'a\u007fb',
    ]) {
      expect(isSingleLineText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('takes any other text: spaces, emoji sequences, scripts and direction marks', () => {
    for (const text of ['Word Counter', '가을 추천', 'a\u00a0b', '🧑‍💻 dev', 'עברית\u200f', '']) {
      expect(isSingleLineText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("is checked before trimming, so the form's schema refuses a break at the end", () => {
    const result = CreatorInput.pick({ name: true }).safeParse({ name: 'Name\n' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([SINGLE_LINE_ISSUE]);
    expect(CreatorInput.pick({ name: true }).parse({ name: '  Name  ' })).toEqual({ name: 'Name' });
  });
});
