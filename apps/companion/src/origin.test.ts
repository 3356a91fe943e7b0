import { describe, expect, it } from 'vitest';
import { isStoreSender, senderOrigin } from './origin.js';

const ORIGINS = ['http://localhost:8080'];

describe('senderOrigin', () => {
  it('prefers sender.origin and falls back to the origin of sender.url', () => {
    expect(senderOrigin({ origin: 'http://localhost:8080', url: 'http://other/' })).toBe(
      'http://localhost:8080',
    );
    expect(senderOrigin({ url: 'http://localhost:8080/detail/x?y=1' })).toBe(
      'http://localhost:8080',
    );
  });

  it('has no origin for opaque or missing senders', () => {
    expect(senderOrigin({ origin: 'null' })).toBeNull();
    expect(senderOrigin({ origin: 'null', url: 'http://localhost:8080/' })).toBeNull();
    expect(senderOrigin({ url: 'about:blank' })).toBeNull();
    expect(senderOrigin({})).toBeNull();
    expect(senderOrigin({ url: 'not a url' })).toBeNull();
  });
});

describe('isStoreSender', () => {
  it('accepts a page on one of the store origins', () => {
    expect(isStoreSender({ origin: 'http://localhost:8080' }, ORIGINS)).toBe(true);
    expect(isStoreSender({ url: 'http://localhost:8080/items' }, ORIGINS)).toBe(true);
    // A configured origin written with a trailing slash still matches.
    expect(isStoreSender({ origin: 'https://store.example' }, ['https://store.example/'])).toBe(
      true,
    );
  });

  it('refuses other ports, schemes, hosts and look-alikes', () => {
    expect(isStoreSender({ origin: 'http://localhost:8081' }, ORIGINS)).toBe(false);
    expect(isStoreSender({ origin: 'https://localhost:8080' }, ORIGINS)).toBe(false);
    expect(isStoreSender({ origin: 'http://127.0.0.1:8080' }, ORIGINS)).toBe(false);
    expect(isStoreSender({ url: 'http://localhost:8080.evil.example/' }, ORIGINS)).toBe(false);
    // A sandboxed frame on a store page has an opaque origin: not a store page.
    expect(isStoreSender({ origin: 'null', url: 'http://localhost:8080/' }, ORIGINS)).toBe(false);
  });

  it('refuses everything when no origin is configured', () => {
    expect(isStoreSender({ origin: 'http://localhost:8080' }, [])).toBe(false);
  });
});
