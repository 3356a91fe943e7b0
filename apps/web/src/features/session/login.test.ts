import { describe, expect, it } from 'vitest';
import { loginUrl } from './login';

describe('login portal address', () => {
  it('carries the encoded return address and the language', () => {
    expect(loginUrl('/developers/dashboard?x=1&hl=ko', 'ko')).toBe(
      '/accounts/login?returnUrl=%2Fdevelopers%2Fdashboard%3Fx%3D1%26hl%3Dko&hl=ko',
    );
    expect(loginUrl('/extensions/new', null)).toBe('/accounts/login?returnUrl=%2Fextensions%2Fnew');
  });

  it('uses the configured portal, keeping a query it already has', () => {
    expect(loginUrl('/developers', 'en', 'https://id.example/login')).toBe(
      'https://id.example/login?returnUrl=%2Fdevelopers&hl=en',
    );
    expect(loginUrl('/developers', null, 'https://id.example/sso?client=store')).toBe(
      'https://id.example/sso?client=store&returnUrl=%2Fdevelopers',
    );
  });

  it('sends a portal on another host a full return address', () => {
    expect(
      loginUrl('/developers?hl=ko', 'ko', 'https://id.example/login', 'https://store.example'),
    ).toBe(
      'https://id.example/login?returnUrl=https%3A%2F%2Fstore.example%2Fdevelopers%3Fhl%3Dko&hl=ko',
    );
    // The store's own portal keeps the short form.
    expect(loginUrl('/developers', null, '/accounts/login', 'https://store.example')).toBe(
      '/accounts/login?returnUrl=%2Fdevelopers',
    );
  });
});
