import type {
  BlocklistReply,
  BridgeFailure,
  HelloReply,
  ItemReply,
  StateReply,
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
  /** The answer to the `hello` that opened the connection. */
  hello: HelloReply;
  state(ids: string[]): Promise<CompanionResult<StateReply>>;
  /**
   * Asks the companion to watch the install of `id`; the page opens the item's CRX itself.
   * `timeoutMs` is how long the companion waits for Chromium to report the install.
   */
  install(id: string, options?: { timeoutMs?: number }): Promise<CompanionResult<ItemReply>>;
  enable(id: string): Promise<CompanionResult<ItemReply>>;
  refreshBlocklist(): Promise<CompanionResult<BlocklistReply>>;
}

export function isCompanionFailure<T>(result: CompanionResult<T>): result is CompanionFailure {
  return (result as { ok?: unknown }).ok === false;
}
