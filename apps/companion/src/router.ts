import { BridgeMessage } from '@lagoon/contract';
import type { MessageSender } from './browser.js';
import type { BridgeDeps, Handler, MessageOf, ParsedMessage } from './handlers.js';
import * as bridge from './handlers.js';
import { isStoreSender } from './origin.js';
import { type BridgeReply, errorMessage, failure } from './replies.js';
import type { StoreConfigSource } from './store-config.js';

/**
 * One handler per message type. A new message (wallpaper, new tab, side panel, ...) is a new
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
};

export interface RouterDeps extends BridgeDeps {
  config: StoreConfigSource;
}

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ');
}

/**
 * The answer to one external message, or null when the sender is not a store page (such
 * messages get no answer at all).
 */
export async function routeMessage(
  raw: unknown,
  sender: MessageSender,
  deps: RouterDeps,
  table: HandlerTable = HANDLERS,
): Promise<BridgeReply | null> {
  const { origins } = await deps.config.get();
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
