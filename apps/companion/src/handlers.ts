import type { BridgeMessage, ThemeReply } from '@lagoon/contract';
import type { z } from 'zod';
import type { BlocklistEnforcer } from './blocklist.js';
import type { Browser, ExtensionRecord, MessageSender } from './browser.js';
import { toInstalledState } from './installed-state.js';
import type { KeptWallpaper } from './kept-wallpaper.js';
import type { ManagedSettingsSource } from './managed-settings.js';
import { type BridgeReply, errorMessage, failure } from './replies.js';
import type { StoreConfigSource } from './store-config.js';
import { WallpaperError, type WallpaperKeeper } from './wallpaper.js';

/** A bridge message after validation (defaults applied). */
export type ParsedMessage = z.output<typeof BridgeMessage>;
export type MessageOf<T extends ParsedMessage['type']> = Extract<ParsedMessage, { type: T }>;

/** What every handler may use. */
export interface BridgeDeps {
  browser: Browser;
  config: StoreConfigSource;
  blocklist: BlocklistEnforcer;
  wallpaper: WallpaperKeeper;
  managed: ManagedSettingsSource;
}

export interface HandlerContext extends BridgeDeps {
  sender: MessageSender;
}

export type Handler<M> = (message: M, context: HandlerContext) => Promise<BridgeReply>;

/** Which browser runs what: Chromium 139 and later run Manifest V3 only. */
const MANIFEST_VERSIONS = [3];

/** The group comes from the policy's managed settings only: the message carries nothing. */
export const hello: Handler<MessageOf<'hello'>> = async (
  _message,
  { browser, sender, managed },
) => ({
  ok: true,
  companionVersion: browser.selfVersion,
  incognito: sender.tab?.incognito === true,
  manifestVersions: MANIFEST_VERSIONS,
  groupId: (await managed.get()).groupId,
});

export const state: Handler<MessageOf<'state'>> = async ({ ids }, { browser, blocklist }) => {
  const installed = new Map((await browser.management.getAll()).map((item) => [item.id, item]));
  // getAll may leave the caller out; ask for it directly.
  if (ids.includes(browser.selfId) && !installed.has(browser.selfId)) {
    const self = await browser.management.get(browser.selfId);
    if (self) installed.set(self.id, self);
  }
  const blocked = await blocklist.blockedIds();
  const items = Object.fromEntries(
    ids.map((id) => [id, toInstalledState(installed.get(id) ?? null, blocked)]),
  );
  return { ok: true, items };
};

/**
 * Waits until the browser reports the item installed (or enabled): the page opens the CRX
 * itself, and must send this message before it does. The service worker is kept alive while
 * it waits, and the reply comes exactly once: the new state, or INSTALL_TIMEOUT.
 */
export const install: Handler<MessageOf<'install'>> = async ({ id, timeoutMs }, deps) => {
  const { browser, blocklist } = deps;
  const release = browser.keepAlive();
  try {
    const reported = await new Promise<ExtensionRecord | null>((resolve) => {
      const timer = setTimeout(() => {
        unsubscribe();
        resolve(null);
      }, timeoutMs);
      const unsubscribe = browser.management.onInstalledOrEnabled((extension) => {
        if (extension.id !== id) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(extension);
      });
    });
    if (!reported) {
      return failure('INSTALL_TIMEOUT', `${id} was not installed within ${timeoutMs} ms.`);
    }
    // A blocked item is turned off before the page hears of it.
    await blocklist.applyTo(reported);
    const current = await browser.management.get(id);
    return {
      ok: true,
      state: toInstalledState(current ?? reported, await blocklist.blockedIds()),
    };
  } finally {
    release();
  }
};

export const enable: Handler<MessageOf<'enable'>> = async ({ id }, { browser, blocklist }) => {
  if (id === browser.selfId) {
    return failure('NOT_ALLOWED', 'The companion does not change its own state.');
  }
  if ((await blocklist.blockedIds()).has(id)) {
    return failure('NOT_ALLOWED', `${id} is blocked by the store.`);
  }
  const before = await browser.management.get(id);
  if (!before) return failure('NOT_INSTALLED', `${id} is not installed.`);
  try {
    await browser.management.setEnabled(id, true);
  } catch (error) {
    return failure('FAILED', errorMessage(error));
  }
  const after = await browser.management.get(id);
  return { ok: true, state: toInstalledState(after, await blocklist.blockedIds()) };
};

export const refreshBlocklist: Handler<MessageOf<'refreshBlocklist'>> = async (
  _message,
  { blocklist },
) => {
  const { disabled, error } = await blocklist.refresh();
  return error === undefined ? { ok: true, disabled } : failure('FAILED', error);
};

function presentTheme(kept: KeptWallpaper | null): ThemeReply {
  return { ok: true, theme: kept ? { ...kept.theme, appliedAt: kept.appliedAt } : null };
}

/** Downloads and keeps the wallpaper; replies once a new tab shows it. */
export const applyTheme: Handler<MessageOf<'applyTheme'>> = async ({ theme }, { wallpaper }) => {
  try {
    return presentTheme(await wallpaper.apply(theme));
  } catch (error) {
    if (error instanceof WallpaperError) return failure(error.code, error.message);
    throw error;
  }
};

export const themeState: Handler<MessageOf<'themeState'>> = async (_message, { wallpaper }) =>
  presentTheme(await wallpaper.current());

export const clearTheme: Handler<MessageOf<'clearTheme'>> = async (_message, { wallpaper }) => {
  await wallpaper.clear();
  return presentTheme(null);
};

/** Opens a new tab (in the page's window), which shows the applied wallpaper. */
export const openNewTab: Handler<MessageOf<'openNewTab'>> = async (
  _message,
  { browser, sender },
) => {
  await browser.tabs.create(sender.tab?.windowId);
  return { ok: true };
};
