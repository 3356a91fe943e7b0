import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft, huntPercent, inputOf, withKind } from './scan-rule-form';

describe('the scan rule dialog', () => {
  it('names a wrong pattern as it is typed, with the server’s own codes', () => {
    const draft = { ...emptyDraft(), name: 'AWS keys', kind: 'regex' as const };
    expect(draftProblems({ ...draft, pattern: '' })).toEqual({ pattern: 'required' });
    expect(draftProblems({ ...draft, pattern: 'AKIA[0-9A-Z' })).toEqual({
      pattern: 'SCAN_RULE_INVALID_REGEX',
    });
    expect(draftProblems({ ...draft, pattern: 'AKIA[0-9A-Z]{16}' })).toEqual({});
    expect(draftProblems({ ...withKind(draft, 'hash'), pattern: 'abc' })).toEqual({
      pattern: 'SCAN_RULE_INVALID_HASH',
    });
    expect(
      draftProblems({ ...draft, kind: 'text', target: 'manifest', pattern: 'permissions.' }),
    ).toEqual({ pattern: 'SCAN_RULE_INVALID_MANIFEST_PATTERN' });
    expect(draftProblems({ ...emptyDraft(), pattern: 'x' })).toEqual({ name: 'required' });
  });

  it('keeps a hash rule on file contents and sends it in lower case', () => {
    const draft = withKind({ ...emptyDraft(), name: ' Dropper ', target: 'manifest' }, 'hash');
    expect(draft.target).toBe('file-content');
    expect(inputOf({ ...draft, pattern: ` ${'AB'.repeat(32)} ` })).toMatchObject({
      name: 'Dropper',
      match: { kind: 'hash', target: 'file-content', pattern: 'ab'.repeat(32) },
    });
  });

  it('shows a retro-hunt’s progress in whole percent', () => {
    const hunt = { startedAt: null, finishedAt: null };
    expect(huntPercent({ ...hunt, state: 'running', scanned: 1, total: 3 })).toBe(33);
    expect(huntPercent({ ...hunt, state: 'running', scanned: 0, total: 0 })).toBe(0);
    expect(huntPercent({ ...hunt, state: 'done', scanned: 0, total: 0 })).toBe(100);
  });
});
