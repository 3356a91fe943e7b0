import type {
  AppliedWallpaper,
  BlocklistReply,
  BridgeFailure,
  DoneReply,
  HelloReply,
  ItemReply,
  StateReply,
  ThemeReply,
} from '@lagoon/contract';

/**
 * What a store page works with once it is connected to the Lagoon companion: the client's
 * calls and what they resolve to. The connection itself (lib/companion.ts) checks every reply
 * against the contract's schemas, so it brings zod with it; pages load it when they first
 * talk to the companion, and need only this module before that.
 */

export type CompanionFailure = BridgeFailure;

/** What each request resolves to: the contract's reply, or a failure (never a rejection). */
export type CompanionResult<T> = T | CompanionFailure;

export interface CompanionClient {
  /**
   * The answer to the `hello` that opened the connection, with the browser group the
   * organisation's policy puts this browser in (`hello.groupId`, null for none).
   */
  hello: HelloReply;
  state(ids: string[]): Promise<CompanionResult<StateReply>>;
  /**
   * Asks the companion to watch the install of `id`; the page opens the item's CRX itself.
   * `timeoutMs` is how long the companion waits for Chromium to report the install.
   */
  install(id: string, options?: { timeoutMs?: number }): Promise<CompanionResult<ItemReply>>;
  enable(id: string): Promise<CompanionResult<ItemReply>>;
  refreshBlocklist(): Promise<CompanionResult<BlocklistReply>>;
  /**
   * Applies a wallpaper to the companion's new tab page; answers once the companion has
   * downloaded its photos, with the wallpaper as it now keeps it.
   */
  applyTheme(theme: AppliedWallpaper): Promise<CompanionResult<ThemeReply>>;
  /** The wallpaper the companion's new tab shows now (null: the browser's own page). */
  themeState(): Promise<CompanionResult<ThemeReply>>;
  /** Gives the new tab back to the browser. */
  clearTheme(): Promise<CompanionResult<ThemeReply>>;
  /** Opens a new tab, which shows the applied wallpaper. */
  openNewTab(): Promise<CompanionResult<DoneReply>>;
  /**
   * Opens the browser's side panel on the sidebar store at `path` (under /sidebar). Chromium
   * opens it only in answer to a user gesture: call it inside a click handler, with no await
   * before it (the message is sent before the call returns).
   */
  openSidePanel(path: string): Promise<CompanionResult<DoneReply>>;
}

export function isCompanionFailure<T>(result: CompanionResult<T>): result is CompanionFailure {
  return (result as { ok?: unknown }).ok === false;
}
