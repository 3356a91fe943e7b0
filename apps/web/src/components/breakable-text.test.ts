import { describe, expect, it } from 'vitest';
import { breakPieces } from './breakable-text';

describe('where a long address may wrap', () => {
  it('after its slashes and dots, never inside a word', () => {
    expect(breakPieces('http://localhost:8099/service/update2/crx')).toEqual([
      'http://',
      'localhost:8099/',
      'service/',
      'update2/',
      'crx',
    ]);
    expect(breakPieces('/etc/chromium/policies/managed/')).toEqual([
      '/etc/',
      'chromium/',
      'policies/',
      'managed/',
    ]);
    expect(breakPieces('com.google.Chrome.plist')).toEqual(['com.', 'google.', 'Chrome.', 'plist']);
  });

  it('after the backslashes of a registry key', () => {
    expect(breakPieces('HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies')).toEqual([
      'HKEY_LOCAL_MACHINE\\',
      'SOFTWARE\\',
      'Policies',
    ]);
  });

  it('keeps text without separators whole', () => {
    expect(breakPieces('icdfhjhcnhlnmjpmjijfljfnhjcpgeea')).toEqual([
      'icdfhjhcnhlnmjpmjijfljfnhjcpgeea',
    ]);
    expect(breakPieces('')).toEqual([]);
    expect(breakPieces('/')).toEqual(['/']);
  });

  it('loses no character', () => {
    for (const text of ['a//b..c/', '..', 'https://x.test/a?b=c.d', 'C:\\Program Files\\x']) {
      expect(breakPieces(text).join('')).toBe(text);
    }
  });
});
