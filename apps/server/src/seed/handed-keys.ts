import {
  createExtensionKeyAsync,
  type ExtensionKey,
  extensionKeyFromPrivateKey,
} from '../publishing/package/extension-key.js';

/**
 * Set to `ipc` by `npm start` (scripts/start.mjs) when it runs the server with a message channel
 * to itself and holds item keys it made while it installed and built (scripts/lib/key-pool.mjs):
 * making a key is most of a first start's work after the pictures, and the machine has spare
 * time while npm fetches packages. The keys travel over the channel, never through a file.
 */
export const HANDED_KEYS_VARIABLE = 'LAGOON_HANDED_ITEM_KEYS';
/** The type of the request and of its answer on the channel. */
export const HANDED_KEYS_MESSAGE = 'lagoon:item-keys';
/** How long the answer may take before the seed makes every key itself. */
const ANSWER_MS = 5_000;

export interface Channel {
  send?: (message: unknown) => boolean;
  connected?: boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  channel?: { unref(): void } | undefined;
}

/**
 * Up to `count` PEM private keys the parent process made ahead, or none: when the variable is
 * not set, there is no channel, or no answer comes within `answerMs`.
 */
export function keysFromParent(
  count: number,
  {
    env = process.env,
    parent = process,
    answerMs = ANSWER_MS,
  }: { env?: NodeJS.ProcessEnv; parent?: Channel; answerMs?: number } = {},
): Promise<string[]> {
  const send = parent.send?.bind(parent);
  if (env[HANDED_KEYS_VARIABLE] !== 'ipc' || !send || parent.connected === false || count <= 0) {
    return Promise.resolve([]);
  }
  return new Promise((resolve) => {
    const finish = (keys: string[]) => {
      clearTimeout(timer);
      parent.off('message', onMessage);
      // The channel must not keep the server's process alive once the keys are in.
      parent.channel?.unref();
      resolve(keys);
    };
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null) return;
      const { type, keys } = message as { type?: unknown; keys?: unknown };
      if (type !== HANDED_KEYS_MESSAGE) return;
      const pems = Array.isArray(keys) ? keys.filter((key) => typeof key === 'string') : [];
      finish(pems.slice(0, count));
    };
    const timer = setTimeout(() => finish([]), answerMs);
    parent.on('message', onMessage);
    send({ type: HANDED_KEYS_MESSAGE, count });
  });
}

/**
 * Makes the demo catalog's `count` item keys: those the parent process handed over first (see
 * keysFromParent), sealed with `secret`, then new ones on the thread pool.
 */
export async function demoKeyMaker(
  secret: Buffer,
  count: number,
  handed: Promise<string[]> = keysFromParent(count),
): Promise<{ makeKey: () => Promise<ExtensionKey>; handed: number }> {
  const pems = await handed;
  let next = 0;
  let used = 0;
  const makeKey = async (): Promise<ExtensionKey> => {
    while (next < pems.length) {
      const pem = pems[next++]!;
      try {
        const key = extensionKeyFromPrivateKey(pem, secret);
        used += 1;
        return key;
      } catch {
        // Not an RSA 2048 key: made anew below.
      }
    }
    return createExtensionKeyAsync(secret);
  };
  return {
    makeKey,
    get handed() {
      return used;
    },
  };
}
