/**
 * Everything the store knows about the browser it runs in. The store browser injects
 * window.lagoonBrowser with its capabilities; other browsers lack it and get the plain store.
 */

export interface LagoonBrowserFlags {
  /** Set by builds that must not advertise the bug bounty programme. */
  bugBountyHidden?: boolean;
}

export interface LagoonBrowserBridge {
  flags?: LagoonBrowserFlags;
  isSecretMode?: boolean;
  isGuestMode?: boolean;
  sendMessage?: (message: BridgeMessage) => void;
}

/** A message to the browser's extension bridge, e.g. to open a new tab after an install. */
export interface BridgeMessage {
  type: string;
  payload?: Record<string, unknown>;
}

declare global {
  interface Window {
    lagoonBrowser?: LagoonBrowserBridge;
  }
}

export interface BrowserEnv {
  userAgent: string;
  bridge: LagoonBrowserBridge | undefined;
}

function currentEnv(): BrowserEnv {
  if (typeof window === 'undefined') return { userAgent: '', bridge: undefined };
  return { userAgent: window.navigator.userAgent, bridge: window.lagoonBrowser };
}

/** True in the browser the store belongs to: its user agent or its injected bridge. */
export function isStoreBrowser(env: BrowserEnv = currentEnv()): boolean {
  return env.userAgent.includes('Whale/') || env.bridge !== undefined;
}

/** True when the browser asks the store to hide the bug bounty link. */
export function isBrowserFlagged(env: BrowserEnv = currentEnv()): boolean {
  return env.bridge?.flags?.bugBountyHidden === true;
}

/** True in secret (incognito) or guest windows, where nothing can be installed. */
export function isSecretMode(env: BrowserEnv = currentEnv()): boolean {
  return env.bridge?.isSecretMode === true || env.bridge?.isGuestMode === true;
}

/**
 * True on the notebook edition of the browser, which is the only one with web apps: the
 * notebook build names itself, and runs on ChromeOS, whose user agent carries "CrOS".
 */
export function isNotebookUserAgent(env: BrowserEnv = currentEnv()): boolean {
  return env.userAgent.includes('Whalebook') || /\bCrOS\b/.test(env.userAgent);
}

/**
 * True for browsers that cannot install Chromium extensions (Firefox, Safari); they are sent
 * to /unsupported. Chromium-based browsers on every platform carry Chrome/ or Chromium/.
 */
export function isUnsupportedBrowser(userAgent: string = currentEnv().userAgent): boolean {
  if (/Firefox\/|FxiOS\//.test(userAgent)) return true;
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\//.test(userAgent);
}

/** Sends a message to the extension bridge; false when there is no bridge to receive it. */
export function sendMessage(message: BridgeMessage, env: BrowserEnv = currentEnv()): boolean {
  const send = env.bridge?.sendMessage;
  if (!send) return false;
  send(message);
  return true;
}
