/**
 * The few browser facilities the companion uses, behind one interface: `chrome-browser.ts`
 * implements it with `chrome.*`, and tests pass an in-memory fake. Nothing outside
 * `background.ts` and `chrome-browser.ts` touches `chrome` directly.
 */

/** What the companion reads of `management.ExtensionInfo`. */
export interface ExtensionRecord {
  id: string;
  version: string;
  enabled: boolean;
  /** Only reported for disabled extensions; absent means the user may enable it. */
  mayEnable?: boolean;
  /** `management.ExtensionInstallType`: admin, development, normal, sideload or other. */
  installType: string;
  /** Where the browser asks for its updates; absent for extensions without an update URL. */
  updateUrl?: string;
  /** The name and the granted API and host permissions (read by the inventory report). */
  name?: string;
  permissions?: string[];
  hostPermissions?: string[];
}

/** The sender of an external message (a subset of `runtime.MessageSender`). */
export interface MessageSender {
  origin?: string;
  url?: string;
  /** The page's tab; absent for a store page framed in the side panel. */
  tab?: { incognito: boolean; windowId?: number };
}

/** A file downloaded by `fetchFile`. */
export interface FetchedFile {
  /** Where the answer came from, after redirects. */
  url: string;
  /** The media type of the answer (`Content-Type` without parameters, lower case). */
  type: string;
  bytes: ArrayBuffer;
}

export interface Browser {
  /** The companion's own extension id (`runtime.id`). */
  readonly selfId: string;
  /** The companion's version as installed (`runtime.getManifest().version`). */
  readonly selfVersion: string;
  /**
   * The companion's update URL (`runtime.getManifest().update_url`): the store's update
   * service, which the store writes into every package it signs. Null in an unpacked build.
   */
  readonly selfUpdateUrl: string | null;
  /** Whether this service worker runs for an incognito profile (`extension.inIncognitoContext`). */
  readonly incognito: boolean;
  management: {
    /** One extension, or null when it is not installed. */
    get(id: string): Promise<ExtensionRecord | null>;
    getAll(): Promise<ExtensionRecord[]>;
    setEnabled(id: string, enabled: boolean): Promise<void>;
    /**
     * Calls `listener` when an extension is installed (or updated) or enabled
     * (`management.onInstalled`, `management.onEnabled`). Returns the unsubscribe function.
     */
    onInstalledOrEnabled(listener: (extension: ExtensionRecord) => void): () => void;
  };
  /** `storage.local`. */
  storage: {
    get(key: string): Promise<unknown>;
    set(key: string, value: unknown): Promise<void>;
    remove(keys: string[]): Promise<void>;
  };
  /**
   * `storage.managed`: the settings the organisation's policy gives the companion (the
   * `3rdparty` policy of its id), as far as they match the manifest's managed schema.
   */
  managedStorage: {
    /** Every managed setting (`storage.managed.get()`); empty without a policy. */
    read(): Promise<Record<string, unknown>>;
    /**
     * Calls `listener` when the policy changes them (`storage.onChanged` for the `managed`
     * area). Returns the unsubscribe function.
     */
    onChanged(listener: () => void): () => void;
  };
  /**
   * The downloaded wallpaper photos, by key (the Cache Storage cache `wallpaper`, which the
   * new tab page reads too).
   */
  photos: {
    put(key: string, file: { type: string; bytes: ArrayBuffer }): Promise<void>;
    keys(): Promise<string[]>;
    delete(keys: string[]): Promise<void>;
  };
  tabs: {
    /** Opens a new tab (the new tab page), in the given window when there is one. */
    create(windowId?: number): Promise<void>;
  };
  /**
   * `chrome.sidePanel`. Chromium opens the panel only while the listener of a message sent
   * from a click still runs synchronously: `open` must be called before anything is awaited.
   */
  sidePanel: {
    /** The page the panel shows, for every window (`setOptions({ path })`). */
    setPath(path: string): Promise<void>;
    open(windowId: number): Promise<void>;
  };
  /**
   * The origins whose pages the manifest lets message the companion
   * (`externally_connectable.matches`), known synchronously, unlike store.json.
   */
  readonly connectableOrigins: readonly string[];
  /** The text of a file inside the companion's own package (`runtime.getURL`). */
  readPackagedFile(name: string): Promise<string>;
  /** GET without cookies; rejects unless the answer is 2xx. */
  fetchText(url: string): Promise<string>;
  /** POST of a JSON body without cookies; rejects unless the answer is 2xx. */
  postJson(url: string, body: unknown): Promise<void>;
  /**
   * GET without cookies, as bytes; rejects unless the answer is 2xx, and as soon as it is
   * known to be longer than `maxBytes`.
   */
  fetchFile(url: string, options: { accept: string; maxBytes: number }): Promise<FetchedFile>;
  /**
   * Keeps the service worker from being stopped while something waits for a browser event.
   * Returns the release function.
   */
  keepAlive(): () => void;
  log(message: string, detail?: unknown): void;
}
