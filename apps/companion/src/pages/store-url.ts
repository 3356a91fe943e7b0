import { parseUrl } from '../parse-url.js';

/**
 * The store's address from store.json, which the store writes into the package it signs.
 * Null for a bare development build, which has none.
 */
export async function readStoreUrl(): Promise<string | null> {
  try {
    const response = await fetch(chrome.runtime.getURL('store.json'));
    if (!response.ok) return null;
    const { storeUrl } = (await response.json()) as { storeUrl?: unknown };
    if (typeof storeUrl !== 'string') return null;
    const url = parseUrl(storeUrl);
    return url && (url.protocol === 'http:' || url.protocol === 'https:')
      ? storeUrl.replace(/\/+$/, '')
      : null;
  } catch {
    return null;
  }
}
