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
}

/** The sender of an external message (a subset of `runtime.MessageSender`). */
export interface MessageSender {
  origin?: string;
  url?: string;
  tab?: { incognito: boolean };
}

export interface Browser {
  /** The companion's own extension id (`runtime.id`). */
  readonly selfId: string;
  /** The companion's version as installed (`runtime.getManifest().version`). */
  readonly selfVersion: string;
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
  };
  /** The text of a file inside the companion's own package (`runtime.getURL`). */
  readPackagedFile(name: string): Promise<string>;
  /** GET without cookies; rejects unless the answer is 2xx. */
  fetchText(url: string): Promise<string>;
  /**
   * Keeps the service worker from being stopped while something waits for a browser event.
   * Returns the release function.
   */
  keepAlive(): () => void;
  log(message: string, detail?: unknown): void;
}
