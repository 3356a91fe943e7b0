import type { MessageSender } from './browser.js';

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin of the page that sent a message: `sender.origin` when the browser gives one (an
 * opaque origin, such as a sandboxed frame's, is no origin even on a store URL), else the
 * origin of `sender.url`.
 */
export function senderOrigin(sender: MessageSender): string | null {
  if (sender.origin !== undefined) return originOf(sender.origin);
  return sender.url ? originOf(sender.url) : null;
}

/** True when the sender is a page on one of the store's origins. */
export function isStoreSender(sender: MessageSender, origins: readonly string[]): boolean {
  const origin = senderOrigin(sender);
  if (!origin) return false;
  return origins.some((allowed) => originOf(allowed) === origin);
}

/** True when `url` is an http(s) address on one of the store's origins. */
export function isStoreAddress(url: string, origins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return origins.some((allowed) => originOf(allowed) === parsed.origin);
}
