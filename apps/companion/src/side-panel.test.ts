import { describe, expect, it } from 'vitest';
import { originsOfMatches } from './chrome-browser.js';
import { openNewTab } from './handlers.js';
import type { BridgeReply } from './replies.js';
import { createExternalMessageListener } from './router.js';
import { sidebarAddress, storeLanguage } from './sidebar-address.js';
import {
  bridgeDeps,
  createFakeBrowser,
  type FakeBrowserOptions,
  fixedConfig,
  STORE_ORIGIN,
} from './test/fake-browser.js';

const IN_TAB = { origin: STORE_ORIGIN, tab: { incognito: false, windowId: 3 } };
const DETAIL = `/sidebar/detail/${'a'.repeat(32)}?hl=ko`;

/**
 * Sends one message through the real listener and reports what the browser was asked to do
 * before the listener returned (what Chromium counts as answering the click), and the reply.
 */
async function send(
  message: unknown,
  sender: object = IN_TAB,
  options: FakeBrowserOptions = {},
  config = fixedConfig(),
) {
  const fake = createFakeBrowser(options);
  const replies: BridgeReply[] = [];
  const listener = createExternalMessageListener(bridgeDeps(fake.browser, config));
  const keptOpen = listener(message, sender, (reply) => replies.push(reply));
  const inTheSameTurn = [...fake.sidePanelCalls];
  // The fake browser answers at once: a reply that is coming has come after a few ticks.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(replies.length).toBeLessThanOrEqual(keptOpen ? 1 : 0);
  return { ...fake, inTheSameTurn, reply: replies[0] };
}

describe('openSidePanel', () => {
  it('sets the path, then opens the panel in the page’s window, before the listener returns', async () => {
    const { inTheSameTurn, reply } = await send({ type: 'openSidePanel', path: DETAIL });
    expect(inTheSameTurn).toEqual([
      `setPath sidepanel.html?path=${encodeURIComponent(DETAIL)}`,
      'open 3',
    ]);
    expect(reply).toEqual({ ok: true });
  });

  it('opens the sidebar home when no path is given', async () => {
    const { inTheSameTurn } = await send({ type: 'openSidePanel' });
    expect(inTheSameTurn[0]).toBe('setPath sidepanel.html?path=%2Fsidebar');
  });

  it('still opens in the same turn when the worker has not read store.json yet', async () => {
    const pending = fixedConfig(undefined, { pending: true });
    const { inTheSameTurn, reply } = await send({ type: 'openSidePanel' }, IN_TAB, {}, pending);
    expect(inTheSameTurn).toHaveLength(2);
    expect(reply).toEqual({ ok: true });
  });

  it('opens nothing for a foreign page, even before store.json is read', async () => {
    const foreign = { origin: 'http://localhost:9999', tab: { incognito: false, windowId: 3 } };
    for (const pending of [false, true]) {
      const config = fixedConfig(undefined, { pending });
      const result = await send({ type: 'openSidePanel' }, foreign, {}, config);
      expect(result.sidePanelCalls).toEqual([]);
      expect(result.reply).toBeUndefined();
    }
  });

  it('opens nothing for a path outside the sidebar store', async () => {
    for (const path of ['/admin', '//evil.example/sidebar', 'https://evil.example/sidebar']) {
      const result = await send({ type: 'openSidePanel', path });
      expect(result.reply).toMatchObject({ ok: false, error: { code: 'INVALID_MESSAGE' } });
      expect(result.sidePanelCalls).toEqual([]);
    }
    for (const path of ['/sidebar/../admin', '/sidebar/%2e%2e/admin', '/sidebar\\..\\admin']) {
      const result = await send({ type: 'openSidePanel', path });
      expect(result.reply, path).toMatchObject({ ok: false });
      expect(result.sidePanelCalls).toEqual([]);
    }
  });

  it('needs a page in a tab: a store page framed in the panel has no window to open it in', async () => {
    const result = await send({ type: 'openSidePanel' }, { origin: STORE_ORIGIN });
    expect(result.reply).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(result.sidePanelCalls).toEqual([]);
  });

  it('passes the browser’s refusal on as FAILED', async () => {
    const refusal = '`sidePanel.open()` may only be called in response to a user gesture.';
    const result = await send({ type: 'openSidePanel' }, IN_TAB, { sidePanelFailure: refusal });
    expect(result.reply).toEqual({ ok: false, error: { code: 'FAILED', message: refusal } });
  });
});

describe('openNewTab', () => {
  it('opens a new tab in the page’s window', async () => {
    const fake = createFakeBrowser();
    const context = { ...bridgeDeps(fake.browser), sender: IN_TAB };
    expect(await openNewTab({ type: 'openNewTab' }, context)).toEqual({ ok: true });
    expect(fake.tabsCreated).toEqual([3]);
  });
});

describe('sidebarAddress', () => {
  const store = 'http://localhost:8080';

  it('adds the interface language unless the path names one', () => {
    expect(sidebarAddress(store, '/sidebar', 'ko')).toBe(`${store}/sidebar?hl=ko`);
    expect(sidebarAddress(store, '/sidebar/search/cat?hl=en', 'ko')).toBe(
      `${store}/sidebar/search/cat?hl=en`,
    );
    expect(sidebarAddress(store, '/sidebar/category/tools?sort=new', 'en')).toBe(
      `${store}/sidebar/category/tools?sort=new&hl=en`,
    );
  });

  it('refuses whatever does not end under /sidebar of the store', () => {
    for (const path of [
      '/sidebar/../admin',
      '/sidebar/%2e%2e/admin',
      '/sidebar\\..\\admin',
      '/sidebarx',
      '/admin?x=/sidebar',
      'https://evil.example/sidebar',
      '//evil.example/sidebar',
    ]) {
      expect(sidebarAddress(store, path, 'en'), path).toBeNull();
    }
  });

  it('maps browser languages to the store’s', () => {
    expect(storeLanguage('ko')).toBe('ko');
    expect(storeLanguage('ko-KR')).toBe('ko');
    expect(storeLanguage('en-US')).toBe('en');
    expect(storeLanguage('fr')).toBe('en');
  });
});

describe('originsOfMatches', () => {
  it('reads the origins of the manifest’s externally_connectable patterns', () => {
    expect(
      originsOfMatches([
        'http://127.0.0.1:8080/*',
        'https://store.example/*',
        'https://*.example.com/*',
        '*://x/*',
      ]),
    ).toEqual(['http://127.0.0.1:8080', 'https://store.example']);
  });
});
