import { describe, expect, it } from 'vitest';
import { resolveStoreLink } from './store-link';

const ORIGIN = 'https://store.example.org';

describe('resolveStoreLink', () => {
  it('routes in-store paths through the router', () => {
    expect(resolveStoreLink('/policies/terms', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/policies/terms',
    });
    expect(resolveStoreLink('/policies/privacy?x=1#cookies', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/policies/privacy?x=1#cookies',
    });
  });

  it('treats absolute URLs on the store origin as internal', () => {
    expect(resolveStoreLink('https://store.example.org/policies/about', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/policies/about',
    });
  });

  it('opens other sites in a new tab', () => {
    expect(resolveStoreLink('https://operator.example.com/terms', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://operator.example.com/terms',
      newTab: true,
    });
    // Same host on another scheme or port is another origin.
    expect(resolveStoreLink('http://store.example.org/terms', ORIGIN)?.kind).toBe('external');
    // Protocol-relative addresses name a host, not a path.
    expect(resolveStoreLink('//operator.example.com/terms', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://operator.example.com/terms',
      newTab: true,
    });
  });

  it('opens mail and phone links in place', () => {
    expect(resolveStoreLink('mailto:help@example.com', ORIGIN)).toEqual({
      kind: 'external',
      href: 'mailto:help@example.com',
      newTab: false,
    });
  });

  it('drops empty and unsafe values', () => {
    expect(resolveStoreLink('', ORIGIN)).toBeNull();
    expect(resolveStoreLink('   ', ORIGIN)).toBeNull();
    expect(resolveStoreLink(undefined, ORIGIN)).toBeNull();
    expect(resolveStoreLink('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(resolveStoreLink('data:text/html,hi', ORIGIN)).toBeNull();
  });
});
