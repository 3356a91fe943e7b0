import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url.js';

const STORE = 'https://store.example';

describe('safeReturnUrl', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeReturnUrl('/developers/dashboard', STORE)).toBe('/developers/dashboard');
    expect(safeReturnUrl('/detail/abc?hl=ko#reviews', STORE)).toBe('/detail/abc?hl=ko#reviews');
    expect(safeReturnUrl('/search/caf%C3%A9', STORE)).toBe('/search/caf%C3%A9');
  });

  it('accepts absolute URLs on the store origin only', () => {
    expect(safeReturnUrl('https://store.example/extensions/new', STORE)).toBe('/extensions/new');
    expect(safeReturnUrl('https://store.example', STORE)).toBe('/');
    expect(safeReturnUrl('http://store.example/x', STORE)).toBe('/');
    expect(safeReturnUrl('https://store.example.evil.example/x', STORE)).toBe('/');
    expect(safeReturnUrl('https://store.example@evil.example/x', STORE)).toBe('/');
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/ok\nLocation: https://evil.example',
    'evil.example',
    '',
    ' /x',
  ])('refuses %j', (hostile) => {
    expect(safeReturnUrl(hostile, STORE)).toBe('/');
  });

  // Each of these left the store before the path was normalised ahead of the check (issue 12).
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/././/evil.example',
    '/x/..//evil.example/path?q=1#h',
    '/.//evil.example/%2e%2e',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/a/%2E./..//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/a/%2e%2e/..//evil.example',
    '/%2e%2e%2f%2fevil.example',
    '/%2e%2e/%2fevil.example',
    '/%252e%252e//evil.example',
    'http://store.example/.//evil.example',
    'https://store.example/.//evil.example',
    'https://store.example/a/../..//evil.example',
    'https://store.example/%2e%2e//evil.example',
  ])('normalises before judging, so %j does not leave the store', (hostile) => {
    expect(safeReturnUrl(hostile, STORE)).toBe('/');
  });

  it.each([
    '/.\t//evil.example',
    '/.%09//evil.example',
    '/..\n//evil.example',
    '/%0a/evil.example',
    '/..\\/evil.example',
    '/.\\evil.example',
    '/%2e%2e%5cevil.example',
    '/%2e%2e/%5c%5cevil.example',
    'https://store.example/.\t//evil.example',
    'https:evil.example',
    'https:/evil.example',
    'HTTPS://evil.example/',
    'vbscript:msgbox(1)',
    '/%2F%2F%2F%2Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%zz/..//evil.example',
  ])(
    'refuses tabs, newlines, backslashes and schemes combined with dot segments: %j',
    (hostile) => {
      expect(safeReturnUrl(hostile, STORE)).toBe('/');
    },
  );

  it('keeps harmless dot segments, encoded spaces and slashes inside the query or fragment', () => {
    expect(safeReturnUrl('/a/b/../c', STORE)).toBe('/a/c');
    expect(safeReturnUrl('/a/./b', STORE)).toBe('/a/b');
    expect(safeReturnUrl('/..', STORE)).toBe('/');
    expect(safeReturnUrl('/search/hello%20world', STORE)).toBe('/search/hello%20world');
    expect(safeReturnUrl('/x?next=//evil.example#//y', STORE)).toBe('/x?next=//evil.example#//y');
    expect(safeReturnUrl('https://store.example/a/../b?c=1', STORE)).toBe('/b?c=1');
  });

  it('refuses values that are not strings or are far too long', () => {
    expect(safeReturnUrl(undefined, STORE)).toBe('/');
    expect(safeReturnUrl(['/a', '/b'], STORE)).toBe('/');
    expect(safeReturnUrl(`/${'a'.repeat(3000)}`, STORE)).toBe('/');
  });
});
