import { describe, expect, it } from 'vitest';
import { loginUrl } from './login';

describe('login portal address', () => {
  it('carries the encoded return address and the language', () => {
    expect(loginUrl('/developers/dashboard?x=1&hl=ko', 'ko')).toBe(
      '/accounts/login?returnUrl=%2Fdevelopers%2Fdashboard%3Fx%3D1%26hl%3Dko&hl=ko',
    );
    expect(loginUrl('/extensions/new', null)).toBe('/accounts/login?returnUrl=%2Fextensions%2Fnew');
  });
});
