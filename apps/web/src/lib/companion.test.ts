import type { BridgeMessage } from '@lagoon/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLY_THEME_TIMEOUT_MS,
  type CompanionSendMessage,
  connectCompanion,
  HELLO_TIMEOUT_MS,
  INSTALL_GRACE_MS,
  QUICK_TIMEOUT_MS,
} from './companion';
import { isCompanionFailure } from './companion-client';

const COMPANION = 'abcdefghijklmnopabcdefghijklmnop';
const ITEM = 'ponmlkjihgfedcbaponmlkjihgfedcba';

const GROUP = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const HELLO = {
  ok: true,
  companionVersion: '1.0.0',
  incognito: false,
  manifestVersions: [3],
  groupId: null,
};

type Answer = (message: BridgeMessage) => unknown;

/**
 * A fake `chrome.runtime`: answers each message through `answer` after a tick (as Chromium
 * does), or never when the answer is `undefined` and `silent` is set; `lastError` is set only
 * while the callback runs, like Chromium's.
 */
function fakeRuntime(answer: Answer, options: { lastError?: string; silent?: boolean } = {}) {
  const sent: { id: string; message: BridgeMessage }[] = [];
  let current: { message: string } | undefined;
  const sendMessage: CompanionSendMessage = (id, message, callback) => {
    sent.push({ id, message });
    const reply = answer(message);
    if (reply === undefined && options.silent) return;
    setTimeout(() => {
      current = options.lastError ? { message: options.lastError } : undefined;
      callback(reply);
      current = undefined;
    }, 1);
  };
  return { sendMessage, lastError: () => current, sent };
}

/** Answers hello normally and everything else through `rest`. */
function withHello(rest: Answer = () => undefined): Answer {
  return (message) => (message.type === 'hello' ? HELLO : rest(message));
}

describe('connectCompanion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function settle<T>(promise: Promise<T>, ms = 1): Promise<T> {
    await vi.advanceTimersByTimeAsync(ms);
    return promise;
  }

  it('is null without chrome.runtime (no window in this test run)', async () => {
    expect(await connectCompanion(COMPANION)).toBeNull();
  });

  it('is null without a companion id', async () => {
    const runtime = fakeRuntime(withHello());
    expect(await connectCompanion('', runtime)).toBeNull();
    expect(runtime.sent).toEqual([]);
  });

  it('says hello to the companion and keeps its answer', async () => {
    const runtime = fakeRuntime(withHello());
    const client = await settle(connectCompanion(COMPANION, runtime));
    expect(client?.hello).toEqual(HELLO);
    expect(runtime.sent).toEqual([{ id: COMPANION, message: { type: 'hello' } }]);
  });

  it("keeps the browser group the organisation's policy names", async () => {
    const runtime = fakeRuntime(() => ({ ...HELLO, groupId: GROUP }));
    const client = await settle(connectCompanion(COMPANION, runtime));
    expect(client?.hello.groupId).toBe(GROUP);
  });

  it('reads a companion older than the group as in no group', async () => {
    const { groupId: _none, ...older } = HELLO;
    const client = await settle(
      connectCompanion(
        COMPANION,
        fakeRuntime(() => older),
      ),
    );
    expect(client?.hello).toEqual({ ...older, groupId: null });
  });

  it('is null when hello gets no answer in time', async () => {
    const runtime = fakeRuntime(() => undefined, { silent: true });
    const connecting = connectCompanion(COMPANION, runtime);
    await vi.advanceTimersByTimeAsync(HELLO_TIMEOUT_MS - 1);
    let done = false;
    void connecting.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    expect(await settle(connecting)).toBeNull();
  });

  it('honours its own hello timeout', async () => {
    const runtime = fakeRuntime(() => undefined, { silent: true });
    const connecting = connectCompanion(COMPANION, { ...runtime, timeoutMs: 200 });
    expect(await settle(connecting, 200)).toBeNull();
  });

  it('is null when chrome.runtime.lastError is set (no companion with that id)', async () => {
    const runtime = fakeRuntime(() => undefined, {
      lastError: 'Could not establish connection. Receiving end does not exist.',
    });
    expect(await settle(connectCompanion(COMPANION, runtime))).toBeNull();
  });

  it('is null when sendMessage throws', async () => {
    const sendMessage: CompanionSendMessage = () => {
      throw new Error('Invalid extension id');
    };
    expect(await connectCompanion(COMPANION, { sendMessage })).toBeNull();
  });

  it('is null when hello answers something the contract does not know', async () => {
    for (const reply of [
      null,
      'hello',
      { ok: true },
      { ...HELLO, incognito: 'no' },
      { ...HELLO, groupId: 'sales' },
      { ...HELLO, groupId: 42 },
    ]) {
      const runtime = fakeRuntime(() => reply);
      expect(await settle(connectCompanion(COMPANION, runtime))).toBeNull();
    }
  });

  it('is null when hello answers with a bridge failure', async () => {
    const runtime = fakeRuntime(() => ({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: 'Not a store origin' },
    }));
    expect(await settle(connectCompanion(COMPANION, runtime))).toBeNull();
  });

  describe('once connected', () => {
    async function connect(rest: Answer, options: { lastError?: string; silent?: boolean } = {}) {
      const runtime = fakeRuntime(withHello(rest), options);
      const client = await settle(connectCompanion(COMPANION, runtime));
      if (!client) throw new Error('not connected');
      return { client, runtime };
    }

    it('parses the state of items', async () => {
      const items = {
        [ITEM]: {
          installed: true,
          version: '1.2.0',
          enabled: false,
          mayEnable: true,
          installType: 'normal',
        },
      };
      const { client, runtime } = await connect(() => ({ ok: true, items }));
      const reply = await settle(client.state([ITEM]));
      expect(reply).toEqual({ ok: true, items });
      expect(runtime.sent.at(-1)?.message).toEqual({ type: 'state', ids: [ITEM] });
    });

    it('passes on the companion refusing, with its code and message', async () => {
      const refusal = { ok: false, error: { code: 'INVALID_MESSAGE', message: 'ids: too many' } };
      const { client } = await connect(() => refusal);
      expect(await settle(client.state([ITEM]))).toEqual(refusal);
    });

    it('reads an answer the contract does not know as a failure', async () => {
      const { client } = await connect(() => ({ ok: true, items: { [ITEM]: { installed: 1 } } }));
      const reply = await settle(client.state([ITEM]));
      expect(isCompanionFailure(reply)).toBe(true);
      expect(reply).toMatchObject({ ok: false, error: { code: 'FAILED' } });
    });

    it('reads a bridge failure with an unknown code as a failure of its own', async () => {
      const { client } = await connect(() => ({
        ok: false,
        error: { code: 'SOMETHING_NEW', message: 'x' },
      }));
      expect(await settle(client.enable(ITEM))).toMatchObject({
        ok: false,
        error: { code: 'FAILED', message: expect.stringContaining('does not match') },
      });
    });

    it('times out a request that gets no answer', async () => {
      const { client } = await connect(() => undefined, { silent: true });
      const reply = await settle(client.enable(ITEM), QUICK_TIMEOUT_MS);
      expect(reply).toMatchObject({
        ok: false,
        error: { code: 'FAILED', message: expect.stringContaining('enable') },
      });
    });

    it('waits for an install as long as the companion watches, and a little longer', async () => {
      const { client, runtime } = await connect(() => undefined, { silent: true });
      const installing = client.install(ITEM, { timeoutMs: 10_000 });
      expect(runtime.sent.at(-1)?.message).toEqual({
        type: 'install',
        id: ITEM,
        timeoutMs: 10_000,
      });
      let reply: unknown;
      void installing.then((value) => {
        reply = value;
      });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(reply).toBeUndefined();
      await vi.advanceTimersByTimeAsync(INSTALL_GRACE_MS);
      expect(reply).toMatchObject({ ok: false, error: { code: 'FAILED' } });
    });

    it('parses install, enable and blocklist answers', async () => {
      const state = {
        installed: true,
        version: '2.0.0',
        enabled: true,
        mayEnable: true,
        installType: 'normal',
      };
      const { client } = await connect((message) =>
        message.type === 'refreshBlocklist' ? { ok: true, disabled: [ITEM] } : { ok: true, state },
      );
      expect(await settle(client.install(ITEM))).toEqual({ ok: true, state });
      expect(await settle(client.enable(ITEM))).toEqual({ ok: true, state });
      expect(await settle(client.refreshBlocklist())).toEqual({ ok: true, disabled: [ITEM] });
    });

    it('passes on INSTALL_TIMEOUT from the companion', async () => {
      const timeout = {
        ok: false,
        error: { code: 'INSTALL_TIMEOUT', message: 'No install reported' },
      };
      const { client } = await connect(() => timeout);
      expect(await settle(client.install(ITEM))).toEqual(timeout);
    });

    describe('wallpapers and tabs', () => {
      const theme = {
        extensionId: ITEM,
        name: 'Blue lagoon',
        photos: ['https://store.example/files/lagoon-1.jpg'],
        clock: 'analog' as const,
        topSites: true,
        notices: false,
        storeUrl: `https://store.example/detail/${ITEM}`,
        language: 'ko' as const,
      };
      const kept = { ...theme, appliedAt: '2025-05-01T10:00:00.000Z' };

      it('sends applyTheme with the wallpaper and returns what the companion keeps', async () => {
        const { client, runtime } = await connect(() => ({ ok: true, theme: kept }));
        expect(await settle(client.applyTheme(theme))).toEqual({ ok: true, theme: kept });
        expect(runtime.sent.at(-1)?.message).toEqual({ type: 'applyTheme', theme });
      });

      it('waits for the photos to download, then gives up', async () => {
        const { client } = await connect(() => undefined, { silent: true });
        let reply: unknown;
        void client.applyTheme(theme).then((value) => {
          reply = value;
        });
        // Far longer than the quick requests may take: the photos are large.
        await vi.advanceTimersByTimeAsync(QUICK_TIMEOUT_MS * 2);
        expect(reply).toBeUndefined();
        await vi.advanceTimersByTimeAsync(APPLY_THEME_TIMEOUT_MS);
        expect(reply).toMatchObject({
          ok: false,
          error: { code: 'FAILED', message: expect.stringContaining('applyTheme') },
        });
      });

      it('passes on the companion refusing photos from elsewhere', async () => {
        const refusal = {
          ok: false,
          error: { code: 'NOT_ALLOWED', message: 'Photos must come from the store' },
        };
        const { client } = await connect(() => refusal);
        expect(await settle(client.applyTheme(theme))).toEqual(refusal);
      });

      it('reads the applied wallpaper, or none', async () => {
        let current: unknown = kept;
        const { client, runtime } = await connect(() => ({ ok: true, theme: current }));
        expect(await settle(client.themeState())).toEqual({ ok: true, theme: kept });
        expect(runtime.sent.at(-1)?.message).toEqual({ type: 'themeState' });
        current = null;
        expect(await settle(client.themeState())).toEqual({ ok: true, theme: null });
        expect(await settle(client.clearTheme())).toEqual({ ok: true, theme: null });
        expect(runtime.sent.at(-1)?.message).toEqual({ type: 'clearTheme' });
      });

      it('reads a theme without its time of applying as a failure', async () => {
        const { client } = await connect(() => ({ ok: true, theme }));
        expect(await settle(client.themeState())).toMatchObject({
          ok: false,
          error: { code: 'FAILED', message: expect.stringContaining('does not match') },
        });
      });

      it('asks for a new tab', async () => {
        const { client, runtime } = await connect(() => ({ ok: true }));
        expect(await settle(client.openNewTab())).toEqual({ ok: true });
        expect(runtime.sent.at(-1)?.message).toEqual({ type: 'openNewTab' });
      });

      it('sends openSidePanel before returning, so a click still counts as the gesture', async () => {
        const { client, runtime } = await connect(() => ({ ok: true }));
        const opening = client.openSidePanel(`/sidebar/detail/${ITEM}`);
        // No tick has passed: the message is already out.
        expect(runtime.sent.at(-1)?.message).toEqual({
          type: 'openSidePanel',
          path: `/sidebar/detail/${ITEM}`,
        });
        expect(await settle(opening)).toEqual({ ok: true });
      });
    });

    it('reads lastError on a later request as a failure', async () => {
      let fail = false;
      const sent: BridgeMessage[] = [];
      let current: { message: string } | undefined;
      const sendMessage: CompanionSendMessage = (_id, message, callback) => {
        sent.push(message);
        setTimeout(() => {
          current = fail ? { message: 'The message port closed before a response' } : undefined;
          callback(message.type === 'hello' ? HELLO : undefined);
          current = undefined;
        }, 1);
      };
      const client = await settle(
        connectCompanion(COMPANION, { sendMessage, lastError: () => current }),
      );
      fail = true;
      expect(await settle(client!.refreshBlocklist())).toEqual({
        ok: false,
        error: { code: 'FAILED', message: 'The message port closed before a response' },
      });
    });
  });
});
