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

  it('refuses values that are not strings or are far too long', () => {
    expect(safeReturnUrl(undefined, STORE)).toBe('/');
    expect(safeReturnUrl(['/a', '/b'], STORE)).toBe('/');
    expect(safeReturnUrl(`/${'a'.repeat(3000)}`, STORE)).toBe('/');
  });
});
