import { describe, expect, it, vi } from 'vitest';
import type { BridgeReply } from './replies.js';
import {
  createExternalMessageListener,
  HANDLERS,
  type RouterDeps,
  routeMessage,
} from './router.js';
import type { StoreConfigSource } from './store-config.js';
import {
  bridgeDeps,
  createFakeBrowser,
  fixedConfig,
  NO_STORE_CONFIG,
  SELF_ID,
  STORE_ORIGIN,
} from './test/fake-browser.js';

const STORE_PAGE = { origin: STORE_ORIGIN, url: `${STORE_ORIGIN}/detail/x` };
const FOREIGN_PAGE = { origin: 'http://localhost:9999', url: 'http://localhost:9999/' };

function deps(config: StoreConfigSource = fixedConfig()): RouterDeps {
  return bridgeDeps(createFakeBrowser().browser, config);
}

/** Runs the listener and collects every reply it sends. */
async function listen(routerDeps: RouterDeps, message: unknown, sender: object) {
  const replies: BridgeReply[] = [];
  const listener = createExternalMessageListener(routerDeps);
  const keptOpen = listener(message, sender, (reply) => replies.push(reply));
  await vi.waitFor(() => {
    if (keptOpen) expect(replies.length).toBeGreaterThan(0);
  });
  return { keptOpen, replies };
}

describe('origin check', () => {
  it('answers a store page', async () => {
    const reply = await routeMessage({ type: 'hello' }, STORE_PAGE, deps());
    expect(reply).toMatchObject({ ok: true, companionVersion: '1.2.3.4' });
  });

  it('ignores other origins without a reply', async () => {
    expect(await routeMessage({ type: 'hello' }, FOREIGN_PAGE, deps())).toBeNull();
    expect(await routeMessage({ type: 'hello' }, { url: 'about:blank' }, deps())).toBeNull();
  });

  it('ignores everybody without store.json', async () => {
    expect(await routeMessage({ type: 'hello' }, STORE_PAGE, deps(NO_STORE_CONFIG))).toBeNull();
  });

  it('drops a foreign sender synchronously once the configuration is known', () => {
    const send = vi.fn();
    const listener = createExternalMessageListener(deps());
    expect(listener({ type: 'hello' }, FOREIGN_PAGE, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('never replies to a foreign sender while store.json is still being read', async () => {
    const send = vi.fn();
    const routerDeps = deps(fixedConfig(undefined, { pending: true }));
    const listener = createExternalMessageListener(routerDeps);
    expect(listener({ type: 'hello' }, FOREIGN_PAGE, send)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(send).not.toHaveBeenCalled();
  });

  it('replies exactly once to a store page, asynchronously', async () => {
    const { keptOpen, replies } = await listen(deps(), { type: 'hello' }, STORE_PAGE);
    expect(keptOpen).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(replies).toHaveLength(1);
  });
});

describe('invalid messages', () => {
  const invalid: [string, unknown][] = [
    ['not an object', 'hello'],
    ['null', null],
    ['no type', {}],
    ['an unknown type', { type: 'wallpaper' }],
    ['a malformed id', { type: 'enable', id: 'not-an-id' }],
    ['no ids', { type: 'state', ids: [] }],
    ['a too short timeout', { type: 'install', id: 'a'.repeat(32), timeoutMs: 10 }],
  ];
  for (const [label, message] of invalid) {
    it(`answers INVALID_MESSAGE to ${label}`, async () => {
      const reply = await routeMessage(message, STORE_PAGE, deps());
      expect(reply).toMatchObject({ ok: false, error: { code: 'INVALID_MESSAGE' } });
      if (reply && !reply.ok) expect(reply.error.message).not.toBe('');
    });
  }

  it('gives a foreign sender no reply even for an invalid message', async () => {
    expect(await routeMessage({ type: 'nonsense' }, FOREIGN_PAGE, deps())).toBeNull();
  });
});

describe('dispatch', () => {
  it('answers FAILED when a handler throws', async () => {
    const table = {
      ...HANDLERS,
      hello: async () => {
        throw new Error('boom');
      },
    };
    const reply = await routeMessage({ type: 'hello' }, STORE_PAGE, deps(), table);
    expect(reply).toEqual({ ok: false, error: { code: 'FAILED', message: 'boom' } });
  });

  it('says whether the page is in an incognito window', async () => {
    const incognito = await routeMessage(
      { type: 'hello' },
      { ...STORE_PAGE, tab: { incognito: true } },
      deps(),
    );
    expect(incognito).toEqual({
      ok: true,
      companionVersion: '1.2.3.4',
      incognito: true,
      manifestVersions: [3],
      groupId: null,
    });
    const framed = await routeMessage({ type: 'hello' }, STORE_PAGE, deps());
    expect(framed).toMatchObject({ incognito: false });
  });

  it('routes state for the companion itself', async () => {
    const reply = await routeMessage({ type: 'state', ids: [SELF_ID] }, STORE_PAGE, deps());
    expect(reply).toMatchObject({ ok: true, items: { [SELF_ID]: { installed: true } } });
  });
});
