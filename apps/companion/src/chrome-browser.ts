import type { Browser, ExtensionRecord } from './browser.js';

/**
 * How often a pending wait calls an extension API. Since Chromium 110 every extension API call
 * resets the service worker's 30-second idle timer, so a call every 20 s keeps the worker (and
 * with it the pending reply of an `install` message) alive for as long as the wait lasts.
 * Measured on Chromium 156 without DevTools attached: the pending reply alone kept the worker
 * for about 6 minutes, after which the page got "the message channel closed before a response
 * was received"; with this heartbeat a 400-second wait ended in its INSTALL_TIMEOUT reply.
 */
const KEEPALIVE_INTERVAL_MS = 20_000;

function toRecord(info: chrome.management.ExtensionInfo): ExtensionRecord {
  const record: ExtensionRecord = {
    id: info.id,
    version: info.version,
    enabled: info.enabled,
    installType: info.installType,
  };
  if (info.mayEnable !== undefined) record.mayEnable = info.mayEnable;
  return record;
}

/** The companion's Browser on `chrome.*`. */
export function createChromeBrowser(): Browser {
  let holders = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  return {
    selfId: chrome.runtime.id,
    selfVersion: chrome.runtime.getManifest().version,
    management: {
      async get(id) {
        try {
          return toRecord(await chrome.management.get(id));
        } catch {
          // "Failed to find extension with id …": not installed.
          return null;
        }
      },
      async getAll() {
        return (await chrome.management.getAll()).map(toRecord);
      },
      async setEnabled(id, enabled) {
        await chrome.management.setEnabled(id, enabled);
      },
      onInstalledOrEnabled(listener) {
        const forward = (info: chrome.management.ExtensionInfo) => listener(toRecord(info));
        chrome.management.onInstalled.addListener(forward);
        chrome.management.onEnabled.addListener(forward);
        return () => {
          chrome.management.onInstalled.removeListener(forward);
          chrome.management.onEnabled.removeListener(forward);
        };
      },
    },
    storage: {
      async get(key) {
        return (await chrome.storage.local.get(key))[key];
      },
      async set(key, value) {
        await chrome.storage.local.set({ [key]: value });
      },
    },
    async readPackagedFile(name) {
      const response = await fetch(chrome.runtime.getURL(name));
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      return response.text();
    },
    async fetchText(url) {
      const response = await fetch(url, { credentials: 'omit', cache: 'no-store' });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    },
    keepAlive() {
      holders += 1;
      heartbeat ??= setInterval(() => {
        void chrome.runtime.getPlatformInfo();
      }, KEEPALIVE_INTERVAL_MS);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0 && heartbeat !== undefined) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
    },
    log(message, detail) {
      if (detail === undefined) console.warn(`[Lagoon companion] ${message}`);
      else console.warn(`[Lagoon companion] ${message}`, detail);
    },
  };
}
