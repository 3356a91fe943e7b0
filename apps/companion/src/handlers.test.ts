import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCKLIST_STORAGE_KEY } from './blocklist.js';
import type { MessageSender } from './browser.js';
import { enable, type HandlerContext, install, refreshBlocklist, state } from './handlers.js';
import {
  bridgeDeps,
  createFakeBrowser,
  extension,
  SELF_ID,
  STORE_ORIGIN,
} from './test/fake-browser.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const D = 'd'.repeat(32);
const E = 'e'.repeat(32);

const SENDER: MessageSender = { origin: 'http://localhost:8080' };

function setup(options: Parameters<typeof createFakeBrowser>[0] = {}, blocked: string[] = []) {
  const fake = createFakeBrowser(options);
  if (blocked.length > 0) {
    fake.storage.set(BLOCKLIST_STORAGE_KEY, { ids: blocked, updatedAt: null });
  }
  const context: HandlerContext = { ...bridgeDeps(fake.browser), sender: SENDER };
  return { ...fake, context };
}

describe('state', () => {
  it('maps installed and missing extensions to the contract', async () => {
    const { context } = setup({
      extensions: [
        extension(A, { version: '2.0.1', installType: 'sideload' }),
        extension(B, { enabled: false, mayEnable: false, installType: 'admin' }),
        extension(D, { installType: 'something-new' }),
      ],
    });
    const reply = await state({ type: 'state', ids: [A, B, D, E] }, context);
    expect(reply).toEqual({
      ok: true,
      items: {
        [A]: {
          installed: true,
          version: '2.0.1',
          enabled: true,
          mayEnable: true,
          installType: 'sideload',
        },
        [B]: {
          installed: true,
          version: '1.0',
          enabled: false,
          mayEnable: false,
          installType: 'admin',
        },
        [D]: {
          installed: true,
          version: '1.0',
          enabled: true,
          mayEnable: true,
          installType: 'other',
        },
        [E]: { installed: false },
      },
    });
  });

  it('never offers to turn on an extension the store blocked, whatever Chromium says', async () => {
    // A user install the companion turned off: Chromium still reports mayEnable true for it.
    const fake = setup({
      extensions: [extension(A, { installType: 'normal' }), extension(B)],
      responses: {
        [`${STORE_ORIGIN}/ajax/blocklist`]: JSON.stringify({ ids: [A], updatedAt: null }),
      },
    });
    expect(await refreshBlocklist({ type: 'refreshBlocklist' }, fake.context)).toEqual({
      ok: true,
      disabled: [A],
    });
    expect((await fake.browser.management.get(A))?.mayEnable).toBeUndefined();
    const reply = await state({ type: 'state', ids: [A, B] }, fake.context);
    expect(reply).toMatchObject({
      ok: true,
      items: {
        [A]: { installed: true, enabled: false, mayEnable: false },
        [B]: { installed: true, enabled: true, mayEnable: true },
      },
    });
    const enabling = await enable({ type: 'enable', id: A }, fake.context);
    expect(enabling).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
  });

  it('reports the companion itself even when getAll leaves it out', async () => {
    const { context } = setup({ getAllListsSelf: false });
    const reply = await state({ type: 'state', ids: [SELF_ID] }, context);
    expect(reply).toMatchObject({
      ok: true,
      items: { [SELF_ID]: { installed: true, version: '1.2.3.4', installType: 'admin' } },
    });
  });
});

describe('enable', () => {
  it('refuses the companion itself', async () => {
    const { context, setEnabledCalls } = setup();
    const reply = await enable({ type: 'enable', id: SELF_ID }, context);
    expect(reply).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(setEnabledCalls).toEqual([]);
  });

  it('refuses a blocked extension', async () => {
    const { context, setEnabledCalls } = setup({ extensions: [extension(A, { enabled: false })] }, [
      A,
    ]);
    const reply = await enable({ type: 'enable', id: A }, context);
    expect(reply).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(setEnabledCalls).toEqual([]);
  });

  it('answers NOT_INSTALLED for an extension that is not there', async () => {
    const { context } = setup();
    const reply = await enable({ type: 'enable', id: A }, context);
    expect(reply).toMatchObject({ ok: false, error: { code: 'NOT_INSTALLED' } });
  });

  it("passes the browser's refusal on as FAILED", async () => {
    const { context } = setup({
      extensions: [extension(A, { enabled: false, mayEnable: false })],
      setEnabledFailures: { [A]: 'Extension cannot be enabled by the user.' },
    });
    const reply = await enable({ type: 'enable', id: A }, context);
    expect(reply).toEqual({
      ok: false,
      error: { code: 'FAILED', message: 'Extension cannot be enabled by the user.' },
    });
  });

  it('turns an extension on and answers its new state', async () => {
    const { context, setEnabledCalls } = setup({ extensions: [extension(A, { enabled: false })] });
    const reply = await enable({ type: 'enable', id: A }, context);
    expect(reply).toMatchObject({ ok: true, state: { installed: true, enabled: true } });
    expect(setEnabledCalls).toEqual([[A, true]]);
  });
});

describe('install', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers when the browser reports that item installed, keeping the worker alive meanwhile', async () => {
    const fake = setup();
    const pending = install({ type: 'install', id: A, timeoutMs: 60_000 }, fake.context);
    await vi.waitFor(() => expect(fake.listenerCount()).toBe(1));
    expect(fake.keptAlive()).toBe(1);
    fake.emit(extension(B));
    fake.emit(extension(A, { version: '3.1' }));
    expect(await pending).toEqual({
      ok: true,
      state: {
        installed: true,
        version: '3.1',
        enabled: true,
        mayEnable: true,
        installType: 'normal',
      },
    });
    expect(fake.listenerCount()).toBe(0);
    expect(fake.keptAlive()).toBe(0);
  });

  it('turns a blocked item off before answering', async () => {
    const fake = setup({}, [A]);
    const pending = install({ type: 'install', id: A, timeoutMs: 60_000 }, fake.context);
    await vi.waitFor(() => expect(fake.listenerCount()).toBe(1));
    fake.emit(extension(A));
    expect(await pending).toMatchObject({
      ok: true,
      state: { installed: true, enabled: false, mayEnable: false },
    });
  });

  it('answers INSTALL_TIMEOUT when nothing is installed in time', async () => {
    vi.useFakeTimers();
    const fake = setup();
    const pending = install({ type: 'install', id: A, timeoutMs: 5_000 }, fake.context);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'INSTALL_TIMEOUT' } });
    expect(fake.listenerCount()).toBe(0);
    expect(fake.keptAlive()).toBe(0);
  });
});
