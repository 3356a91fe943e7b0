// @vitest-environment happy-dom
import type { BridgeMessage, Product } from '@lagoon/contract';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../../i18n/areas/store.en';
import { byTestId, settle, until } from '../../../test/dom';
import { renderRoute, storeRoot } from '../../../test/render-route';
import { InstallButton } from '../../detail/components/install-button';
import { readThemeState, rememberAppliedWallpaper } from './theme-state';

/*
 * The wallpaper's Apply and "Open in side panel" as a visitor meets them, against a fake of
 * the browser's own bridge (`chrome.runtime.sendMessage`), which the companion answers.
 */

const COMPANION = 'abcdefghijklmnopabcdefghijklmnop';
const ID = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const OTHER = 'aaaabbbbccccddddeeeeffffgggghhhh';
const HELLO = { ok: true, companionVersion: '1.0.0', incognito: false, manifestVersions: [3] };

const theme = {
  extensionId: ID,
  name: 'Blue lagoon',
  productType: 'theme',
  blocked: false,
  image: null,
  icon: null,
  theme: {
    id: 'theme-1',
    themeDrafts: [
      { themeImage: '/files/themes/one.jpg', thumbnail: '/files/themes/one-s.jpg', likeCount: 1 },
      { themeImage: '/files/themes/two.jpg', likeCount: 1 },
    ],
    photoCount: 2,
    notices: false,
    topSites: true,
    clock: 'analog',
  },
} as unknown as Product;

/** Answers no reply yet: the message waits for `answerHeld`. */
const HOLD = Symbol('hold');

/** What the companion answers to each message, or HOLD. */
type Answer = (message: BridgeMessage) => unknown;

interface FakeBridge {
  sent: BridgeMessage[];
  /** Answers the messages held so far. */
  answerHeld: (reply: unknown) => void;
}

/** A fake `chrome.runtime` answering after a tick, as Chromium does. */
function installBridge(answer: Answer): FakeBridge {
  const sent: BridgeMessage[] = [];
  const held: ((reply: unknown) => void)[] = [];
  const sendMessage = (_id: string, message: BridgeMessage, callback: (reply: unknown) => void) => {
    sent.push(message);
    const reply = answer(message);
    const deliver = (value: unknown) => setTimeout(() => callback(value), 0);
    if (reply === HOLD) held.push(deliver);
    else deliver(reply);
  };
  window.chrome = { runtime: { sendMessage } };
  return {
    sent,
    answerHeld: (reply) => {
      for (const deliver of held.splice(0)) deliver(reply);
    },
  };
}

afterEach(() => {
  window.localStorage.clear();
  delete window.chrome;
});

/** Waits (two seconds at most) for a part that loads its own code, such as a dialog. */
async function appear(testId: string): Promise<HTMLElement> {
  await until(() => expect(byTestId(testId), `${testId} did not appear`).not.toBeNull());
  return byTestId(testId) as HTMLElement;
}

async function render(product: Product = theme, path = `/detail/${product.extensionId}`) {
  await renderRoute({
    routes: [
      storeRoot({
        config: { companion: { id: COMPANION, version: '1.0.0' } },
        children: [{ path: '*', Component: () => createElement(InstallButton, { product }) }],
      }),
    ],
    path,
    areas: ['store'],
  });
  // The first look at the browser (the companion's hello and theme state) has ended: the
  // buttons no longer say they are checking, however slowly the machine runs.
  await until(() => {
    const apply = byTestId('wallpaper-apply')?.getAttribute('data-apply-state');
    const install = byTestId('install-button')?.getAttribute('data-install-state');
    expect(apply ?? install, 'no Apply or install button').toBeTruthy();
    expect(apply).not.toBe('checking');
    expect(install).not.toBe('checking-companion');
  });
}

function applyButton(): HTMLButtonElement {
  const button = byTestId('wallpaper-apply');
  if (!(button instanceof HTMLButtonElement)) throw new Error('no Apply button');
  return button;
}

const kept = (extensionId: string) => ({
  extensionId,
  name: 'Blue lagoon',
  photos: [`${window.location.origin}/files/themes/one.jpg`],
  clock: 'analog',
  topSites: true,
  notices: false,
  storeUrl: `${window.location.origin}/detail/${extensionId}?hl=en`,
  language: 'en',
  appliedAt: '2025-05-01T10:00:00.000Z',
});

describe('Apply on a wallpaper page', () => {
  it('applies the wallpaper, says Applying… then Applied, remembers it and opens a new tab', async () => {
    let applied: unknown = null;
    const bridge = installBridge((message) => {
      switch (message.type) {
        case 'hello':
          return HELLO;
        case 'themeState':
          return { ok: true, theme: applied };
        case 'applyTheme':
          return HOLD;
        default:
          return { ok: true };
      }
    });
    await render();
    expect(applyButton().textContent).toBe('Apply');
    expect(applyButton().disabled).toBe(false);
    expect(byTestId('wallpaper-applied')).toBeNull();

    await act(async () => applyButton().click());
    const request = bridge.sent.find((message) => message.type === 'applyTheme');
    expect(request).toEqual({
      type: 'applyTheme',
      theme: {
        extensionId: ID,
        name: 'Blue lagoon',
        photos: [
          `${window.location.origin}/files/themes/one.jpg`,
          `${window.location.origin}/files/themes/two.jpg`,
        ],
        clock: 'analog',
        topSites: true,
        notices: false,
        storeUrl: `${window.location.origin}/detail/${ID}?hl=en`,
        language: 'en',
      },
    });
    await settle();
    expect(applyButton().textContent).toBe('Applying…');
    expect(applyButton().disabled).toBe(true);
    expect(bridge.sent.some((message) => message.type === 'openNewTab')).toBe(false);

    applied = kept(ID);
    bridge.answerHeld({ ok: true, theme: applied });
    await settle();
    expect(byTestId('wallpaper-applied')?.textContent).toBe('Applied');
    expect(applyButton().textContent).toBe('Apply again');
    expect(applyButton().disabled).toBe(false);
    expect(bridge.sent.at(-1)).toEqual({ type: 'openNewTab' });
    expect(readThemeState().applied).toEqual({
      extensionId: ID,
      name: 'Blue lagoon',
      appliedAt: '2025-05-01T10:00:00.000Z',
    });
  });

  it('shows the remembered wallpaper as applied, and the companion corrects it', async () => {
    rememberAppliedWallpaper({ extensionId: ID, name: 'Blue lagoon', appliedAt: 'earlier' });
    installBridge((message) =>
      message.type === 'hello' ? HELLO : { ok: true, theme: kept(OTHER) },
    );
    await render();
    expect(byTestId('wallpaper-applied')).toBeNull();
    expect(applyButton().textContent).toBe('Apply');
    // The memory now says what the browser shows.
    expect(readThemeState().applied?.extensionId).toBe(OTHER);
  });

  it('shows Applied when the companion says so, though nothing was remembered', async () => {
    installBridge((message) => (message.type === 'hello' ? HELLO : { ok: true, theme: kept(ID) }));
    await render();
    expect(byTestId('wallpaper-applied')?.textContent).toBe('Applied');
    expect(readThemeState().applied?.extensionId).toBe(ID);
  });

  it('says why the companion refused, and offers Apply again', async () => {
    const bridge = installBridge((message) => {
      if (message.type === 'hello') return HELLO;
      if (message.type === 'applyTheme') {
        return { ok: false, error: { code: 'NOT_ALLOWED', message: 'Not a store origin' } };
      }
      return { ok: true, theme: null };
    });
    await render();
    await act(async () => applyButton().click());
    await settle();
    const error = byTestId('wallpaper-apply-error');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(error?.textContent).toContain('only takes photos from this store');
    expect(error?.textContent).toContain('NOT_ALLOWED');
    expect(byTestId('wallpaper-applied')).toBeNull();
    expect(applyButton().disabled).toBe(false);
    expect(bridge.sent.some((message) => message.type === 'openNewTab')).toBe(false);
    expect(readThemeState().applied).toBeNull();
  });

  it('without a companion, explains the setup and offers the photos for download', async () => {
    await render();
    expect(applyButton().getAttribute('aria-haspopup')).toBe('dialog');
    await act(async () => applyButton().click());
    const dialog = await appear('wallpaper-apply-dialog');
    expect(dialog.textContent).toContain('Connect this browser to the store');
    expect(dialog.textContent).toContain('managed-browser policy');
    const download = byTestId('wallpaper-download');
    expect(download?.tagName).toBe('A');
    expect(download?.hasAttribute('download')).toBe(true);
    expect(download?.getAttribute('href')).toBe('/files/themes/one.jpg');
    expect(byTestId('open-side-panel')).toBeNull();
  });

  it('in an incognito window, says Apply cannot work there', async () => {
    installBridge((message) =>
      message.type === 'hello' ? { ...HELLO, incognito: true } : { ok: true, theme: null },
    );
    await render();
    await act(async () => applyButton().click());
    expect((await appear('wallpaper-apply-dialog')).textContent).toContain('incognito');
    expect(byTestId('wallpaper-download')).not.toBeNull();
  });

  it('keeps Blocked for a blocked wallpaper', async () => {
    await render({ ...theme, blocked: true } as Product);
    expect(byTestId('wallpaper-apply')).toBeNull();
    expect(byTestId('install-button')?.textContent).toBe(store.product.blocked);
  });
});

describe('Open in side panel', () => {
  it('appears once the companion answers, and asks for the panel within the click', async () => {
    const bridge = installBridge((message) =>
      message.type === 'hello' ? HELLO : { ok: true, theme: null },
    );
    const extension = { ...theme, productType: 'extension', theme: null } as Product;
    await render(extension, `/detail/${ID}?hl=ko`);
    expect(byTestId('install-button')).not.toBeNull();
    const button = byTestId('open-side-panel');
    expect(button?.textContent).toBe('Open in side panel');
    // No act, no await: the message must leave inside the click itself.
    button?.click();
    expect(bridge.sent.at(-1)).toEqual({
      type: 'openSidePanel',
      path: `/sidebar/detail/${ID}?hl=ko`,
    });
    await settle();
    expect(byTestId('open-side-panel-error')).toBeNull();
  });

  it('says so when the panel could not be opened', async () => {
    installBridge((message) => {
      if (message.type === 'hello') return HELLO;
      if (message.type === 'openSidePanel') {
        return { ok: false, error: { code: 'FAILED', message: 'No side panel' } };
      }
      return { ok: true, theme: null };
    });
    await render();
    await act(async () => byTestId('open-side-panel')?.click());
    await settle();
    expect(byTestId('open-side-panel-error')?.getAttribute('role')).toBe('alert');
  });

  it('is not offered inside the sidebar store', async () => {
    installBridge((message) => (message.type === 'hello' ? HELLO : { ok: true, theme: null }));
    await render(theme, `/sidebar/detail/${ID}`);
    expect(byTestId('open-side-panel')).toBeNull();
  });
});
