import { BridgeMessage } from '@lagoon/contract';
import type { MessageSender } from './browser.js';
import type { BridgeDeps, Handler, MessageOf, ParsedMessage } from './handlers.js';
import * as bridge from './handlers.js';
import { isStoreSender } from './origin.js';
import { type BridgeReply, errorMessage, failure } from './replies.js';
import { openSidePanel } from './side-panel.js';

/**
 * One handler per message type. A new message is a new
 * member of the contract's BridgeMessage union and a new row here; the type below makes a
 * missing row a compile error.
 */
export type HandlerTable = { [T in ParsedMessage['type']]: Handler<MessageOf<T>> };

export const HANDLERS: HandlerTable = {
  hello: bridge.hello,
  state: bridge.state,
  install: bridge.install,
  enable: bridge.enable,
  refreshBlocklist: bridge.refreshBlocklist,
  applyTheme: bridge.applyTheme,
  themeState: bridge.themeState,
  clearTheme: bridge.clearTheme,
  openNewTab: bridge.openNewTab,
  openSidePanel,
};

/**
 * Messages whose handler must start in the very turn the message arrives: Chromium counts the
 * page's click (a user gesture) only while the listener runs synchronously.
 */
const GESTURE_BOUND: ReadonlySet<unknown> = new Set(['openSidePanel']);

export type RouterDeps = BridgeDeps;

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ');
}

function isGestureBound(raw: unknown): boolean {
  return (
    typeof raw === 'object' && raw !== null && GESTURE_BOUND.has((raw as { type?: unknown }).type)
  );
}

/**
 * The origins a message can be checked against in this turn: store.json's, once read. A
 * service worker woken by the message itself has not read store.json yet; a gesture-bound
 * message is then checked against the manifest's `externally_connectable` origins, which the
 * store writes from the same list as store.json (an unpacked build has none: it answers nobody).
 */
function originsNow(raw: unknown, deps: RouterDeps): readonly string[] | undefined {
  const known = deps.config.peek();
  if (known) return known.origins;
  return isGestureBound(raw) ? deps.browser.connectableOrigins : undefined;
}

/**
 * The answer to one external message, or null when the sender is not a store page (such
 * messages get no answer at all). When the origins are known, the handler starts before this
 * function returns.
 */
export function routeMessage(
  raw: unknown,
  sender: MessageSender,
  deps: RouterDeps,
  table: HandlerTable = HANDLERS,
): Promise<BridgeReply | null> {
  const origins = originsNow(raw, deps);
  if (origins) return dispatch(raw, sender, origins, deps, table);
  return deps.config.get().then((config) => dispatch(raw, sender, config.origins, deps, table));
}

/** Checks and answers one message. Nothing is awaited before the handler is called. */
async function dispatch(
  raw: unknown,
  sender: MessageSender,
  origins: readonly string[],
  deps: RouterDeps,
  table: HandlerTable,
): Promise<BridgeReply | null> {
  if (!isStoreSender(sender, origins)) return null;
  const parsed = BridgeMessage.safeParse(raw);
  if (!parsed.success) return failure('INVALID_MESSAGE', describeIssues(parsed.error.issues));
  const message = parsed.data;
  const handler = table[message.type] as Handler<ParsedMessage>;
  try {
    return await handler(message, { ...deps, sender });
  } catch (error) {
    deps.browser.log(`The ${message.type} message failed`, error);
    return failure('FAILED', errorMessage(error));
  }
}

/**
 * The `runtime.onMessageExternal` listener. A sender known to be foreign is dropped at once
 * (false: no reply, the channel closes); otherwise the answer comes asynchronously (true),
 * exactly once, unless the sender turns out to be foreign once store.json has been read.
 */
export function createExternalMessageListener(deps: RouterDeps, table: HandlerTable = HANDLERS) {
  return (raw: unknown, sender: MessageSender, sendResponse: (reply: BridgeReply) => void) => {
    const known = deps.config.peek();
    if (known && !isStoreSender(sender, known.origins)) return false;
    routeMessage(raw, sender, deps, table).then(
      (reply) => {
        if (reply) sendResponse(reply);
      },
      (error: unknown) => deps.browser.log('Could not route a message', error),
    );
    return true;
  };
}
