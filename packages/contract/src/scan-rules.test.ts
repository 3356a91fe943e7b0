import { describe, expect, it } from 'vitest';
import { parseManifestPattern, scanPatternProblem } from './scan-rules.js';

describe('scan rule patterns', () => {
  it('reads manifest conditions: a key path, or a path and its value, joined by &&', () => {
    expect(parseManifestPattern('permissions=debugger')).toEqual([
      { path: ['permissions'], value: 'debugger' },
    ]);
    expect(
      parseManifestPattern('content_scripts.matches=<all_urls> && background.service_worker'),
    ).toEqual([
      { path: ['content_scripts', 'matches'], value: '<all_urls>' },
      { path: ['background', 'service_worker'], value: null },
    ]);
    expect(parseManifestPattern('permissions..x')).toBeNull();
    expect(parseManifestPattern('=debugger')).toBeNull();
  });

  it('names what is wrong with a pattern as the console types it', () => {
    expect(
      scanPatternProblem({ kind: 'regex', target: 'file-content', pattern: 'AKIA[0-9A-Z]{16}' }),
    ).toBeNull();
    expect(
      scanPatternProblem({ kind: 'regex', target: 'file-content', pattern: '(unclosed' }),
    ).toBe('SCAN_RULE_INVALID_REGEX');
    expect(
      scanPatternProblem({ kind: 'hash', target: 'file-content', pattern: 'a'.repeat(64) }),
    ).toBeNull();
    expect(scanPatternProblem({ kind: 'hash', target: 'manifest', pattern: 'a'.repeat(64) })).toBe(
      'SCAN_RULE_INVALID_HASH',
    );
    expect(
      scanPatternProblem({ kind: 'regex', target: 'manifest', pattern: 'permissions=^debug' }),
    ).toBeNull();
    expect(scanPatternProblem({ kind: 'text', target: 'manifest', pattern: 'a.' })).toBe(
      'SCAN_RULE_INVALID_MANIFEST_PATTERN',
    );
  });
});
