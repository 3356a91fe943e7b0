import {
  BlocklistReply,
  BridgeFailure,
  type BridgeMessage,
  DoneReply,
  HelloReply,
  ItemReply,
  StateReply,
  ThemeReply,
} from '@lagoon/contract';
import type { z } from 'zod';
import {
  type CompanionClient,
  type CompanionFailure,
  type CompanionResult,
  isCompanionFailure,
} from './companion-client';

/**
 * The store page's side of the Lagoon companion's bridge (packages/contract/src/distribution.ts).
 * A page of the store's origin has `chrome.runtime.sendMessage` only while the companion is
 * installed and names this origin in its externally_connectable; every reply is checked against
 * the contract, and anything else (no answer in time, `chrome.runtime.lastError`, a reply that
 * does not match) is read as a failure. This module uses the contract's schemas, hence zod:
 * pages load it when they first talk to the companion (types and isCompanionFailure are in
 * companion-client.ts).
 */

/** `chrome.runtime.sendMessage(extensionId, message, callback)` as a store page has it. */
export type CompanionSendMessage = (
  extensionId: string,
  message: BridgeMessage,
  callback: (reply: unknown) => void,
) => void;

/** Reads `chrome.runtime.lastError`, which Chromium sets only while the callback runs. */
export type CompanionLastError = () => { message?: string } | undefined | null;

interface ChromeRuntime {
  sendMessage?: CompanionSendMessage;
  lastError?: { message?: string };
}

declare global {
  interface Window {
    chrome?: { runtime?: ChromeRuntime };
  }
}

/** How long `hello` may take before the page reads the companion as absent. */
export const HELLO_TIMEOUT_MS = 1500;
/** `state`, `enable`, the theme and tab requests: answered at once. */
export const QUICK_TIMEOUT_MS = 5000;
/** `refreshBlocklist` fetches the list from the store first. */
export const BLOCKLIST_TIMEOUT_MS = 15_000;
/**
 * `applyTheme`: the companion downloads every photo of the wallpaper (up to ten full-screen
 * images) before it answers.
 */
export const APPLY_THEME_TIMEOUT_MS = 120_000;
/** How long the companion watches an install unless told otherwise (the contract's default). */
export const INSTALL_WATCH_MS = 300_000;
/** The page waits this much longer than the companion watches, so INSTALL_TIMEOUT arrives. */
export const INSTALL_GRACE_MS = 5000;

export interface ConnectOptions {
  /** How long `hello` may take (default HELLO_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Default: `window.chrome.runtime.sendMessage`. */
  sendMessage?: CompanionSendMessage;
  /** Default: reads `window.chrome.runtime.lastError`. */
  lastError?: CompanionLastError;
}

export function failure(message: string): CompanionFailure {
  return { ok: false, error: { code: 'FAILED', message } };
}

function browserRuntime(): ChromeRuntime | undefined {
  return typeof window === 'undefined' ? undefined : window.chrome?.runtime;
}

function defaultSendMessage(): CompanionSendMessage | undefined {
  const runtime = browserRuntime();
  const send = runtime?.sendMessage;
  return typeof send === 'function' ? send.bind(runtime) : undefined;
}

const defaultLastError: CompanionLastError = () => browserRuntime()?.lastError;

/**
 * Sends one message and settles on the first of: a reply that parses as `schema` or as the
 * contract's BridgeFailure, anything else (a failure), `chrome.runtime.lastError`, the timeout.
 */
function request<T>(
  send: CompanionSendMessage,
  lastError: CompanionLastError,
  companionId: string,
  message: BridgeMessage,
  schema: z.ZodType<T>,
  timeoutMs: number,
): Promise<CompanionResult<T>> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: CompanionResult<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(
      () => settle(failure(`No answer to "${message.type}" within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      send(companionId, message, (reply) => {
        // lastError must be read inside the callback, or Chromium logs it as unchecked.
        const error = lastError();
        if (error) {
          settle(failure(error.message || 'chrome.runtime.lastError'));
          return;
        }
        const parsed = schema.safeParse(reply);
        if (parsed.success) {
          settle(parsed.data);
          return;
        }
        const refused = BridgeFailure.safeParse(reply);
        settle(
          refused.success
            ? refused.data
            : failure(`The answer to "${message.type}" does not match the contract`),
        );
      });
    } catch (error) {
      // An id Chromium rejects, or a runtime that went away, throws synchronously.
      settle(failure(error instanceof Error ? error.message : String(error)));
    }
  });
}

/**
 * Says hello to the companion. Null when this page has no `chrome.runtime.sendMessage`, or the
 * companion does not answer in time, answers with an error or with something the contract
 * does not know: the store then treats the browser as not connected.
 */
export async function connectCompanion(
  companionId: string,
  options: ConnectOptions = {},
): Promise<CompanionClient | null> {
  const send = options.sendMessage ?? defaultSendMessage();
  if (!send || !companionId) return null;
  const lastError = options.lastError ?? (options.sendMessage ? () => undefined : defaultLastError);
  const ask = <T>(message: BridgeMessage, schema: z.ZodType<T>, timeoutMs: number) =>
    request(send, lastError, companionId, message, schema, timeoutMs);

  const hello = await ask({ type: 'hello' }, HelloReply, options.timeoutMs ?? HELLO_TIMEOUT_MS);
  if (isCompanionFailure(hello)) return null;
  return {
    hello,
    state: (ids) => ask({ type: 'state', ids }, StateReply, QUICK_TIMEOUT_MS),
    install: (id, { timeoutMs = INSTALL_WATCH_MS } = {}) =>
      ask({ type: 'install', id, timeoutMs }, ItemReply, timeoutMs + INSTALL_GRACE_MS),
    enable: (id) => ask({ type: 'enable', id }, ItemReply, QUICK_TIMEOUT_MS),
    refreshBlocklist: () => ask({ type: 'refreshBlocklist' }, BlocklistReply, BLOCKLIST_TIMEOUT_MS),
    applyTheme: (theme) => ask({ type: 'applyTheme', theme }, ThemeReply, APPLY_THEME_TIMEOUT_MS),
    themeState: () => ask({ type: 'themeState' }, ThemeReply, QUICK_TIMEOUT_MS),
    clearTheme: () => ask({ type: 'clearTheme' }, ThemeReply, QUICK_TIMEOUT_MS),
    openNewTab: () => ask({ type: 'openNewTab' }, DoneReply, QUICK_TIMEOUT_MS),
    // The message leaves before this returns: called from a click, it carries the gesture.
    openSidePanel: (path) => ask({ type: 'openSidePanel', path }, DoneReply, QUICK_TIMEOUT_MS),
  };
}
