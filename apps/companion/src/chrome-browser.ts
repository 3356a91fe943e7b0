import type { Browser, ExtensionRecord } from './browser.js';
import { PHOTO_CACHE } from './kept-wallpaper.js';
import { parseUrl } from './parse-url.js';

/**
 * How often a pending wait calls an extension API. Since Chromium 110 every extension API call
 * resets the service worker's 30-second idle timer, so a call every 20 s keeps the worker (and
 * with it the pending reply of an `install` message) alive for as long as the wait lasts.
 * Measured on Chromium 156 without DevTools attached: the pending reply alone kept the worker
 * for about 6 minutes, after which the page got "the message channel closed before a response
 * was received"; with this heartbeat a 400-second wait ended in its INSTALL_TIMEOUT reply.
 */
const KEEPALIVE_INTERVAL_MS = 20_000;

/** How long a read of the store may take before it is given up. */
const TEXT_TIMEOUT_MS = 30_000;
const FILE_TIMEOUT_MS = 120_000;

/**
 * The origins of the manifest's `externally_connectable.matches` (`http://host:port/*`);
 * patterns with a wildcard host name no single origin and are left out.
 */
export function originsOfMatches(matches: readonly string[]): string[] {
  const origins: string[] = [];
  for (const pattern of matches) {
    if (pattern.includes('*.') || pattern.startsWith('*')) continue;
    const parsed = parseUrl(pattern.replace(/\*$/, ''));
    if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) {
      origins.push(parsed.origin);
    }
  }
  return origins;
}

/** The body of an answer, refused as soon as it grows past `maxBytes`. */
async function readAtMost(response: Response, maxBytes: number): Promise<ArrayBuffer> {
  const tooLarge = () => new Error(`${response.url} is larger than ${maxBytes} bytes`);
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return new ArrayBuffer(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

function toRecord(info: chrome.management.ExtensionInfo): ExtensionRecord {
  const record: ExtensionRecord = {
    id: info.id,
    version: info.version,
    enabled: info.enabled,
    installType: info.installType,
    name: info.name,
    permissions: info.permissions ?? [],
    hostPermissions: info.hostPermissions ?? [],
  };
  if (info.mayEnable !== undefined) record.mayEnable = info.mayEnable;
  if (info.updateUrl) record.updateUrl = info.updateUrl;
  return record;
}

/** The companion's Browser on `chrome.*`. */
export function createChromeBrowser(): Browser {
  let holders = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  return {
    selfId: chrome.runtime.id,
    selfVersion: chrome.runtime.getManifest().version,
    selfUpdateUrl: chrome.runtime.getManifest().update_url ?? null,
    incognito: chrome.extension.inIncognitoContext,
    connectableOrigins: originsOfMatches(
      chrome.runtime.getManifest().externally_connectable?.matches ?? [],
    ),
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
      async remove(keys) {
        await chrome.storage.local.remove(keys);
      },
    },
    managedStorage: {
      async read() {
        return await chrome.storage.managed.get(null);
      },
      onChanged(listener) {
        const forward = (_changes: unknown, areaName: string) => {
          if (areaName === 'managed') listener();
        };
        chrome.storage.onChanged.addListener(forward);
        return () => chrome.storage.onChanged.removeListener(forward);
      },
    },
    photos: {
      async put(key, { type, bytes }) {
        const cache = await caches.open(PHOTO_CACHE);
        await cache.put(
          key,
          new Response(bytes, {
            headers: { 'content-type': type, 'content-length': String(bytes.byteLength) },
          }),
        );
      },
      async keys() {
        const cache = await caches.open(PHOTO_CACHE);
        return (await cache.keys()).map((request) => request.url);
      },
      async delete(keys) {
        const cache = await caches.open(PHOTO_CACHE);
        await Promise.all(keys.map((key) => cache.delete(key)));
      },
    },
    tabs: {
      async create(windowId) {
        await chrome.tabs.create(windowId === undefined ? {} : { windowId });
      },
    },
    sidePanel: {
      async setPath(path) {
        await chrome.sidePanel.setOptions({ path, enabled: true });
      },
      async open(windowId) {
        await chrome.sidePanel.open({ windowId });
      },
    },
    async readPackagedFile(name) {
      const response = await fetch(chrome.runtime.getURL(name));
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      return response.text();
    },
    async fetchText(url) {
      const response = await fetch(url, {
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(TEXT_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    },
    async postJson(url, body) {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'omit',
        cache: 'no-store',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TEXT_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    },
    async fetchFile(url, { accept, maxBytes }) {
      const response = await fetch(url, {
        credentials: 'omit',
        headers: { accept },
        signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`${url}: HTTP ${response.status}`);
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      const bytes = await readAtMost(response, maxBytes);
      return { url: response.url || url, type: type.toLowerCase(), bytes };
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
