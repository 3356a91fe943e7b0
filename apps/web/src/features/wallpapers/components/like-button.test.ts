// @vitest-environment happy-dom
import type { LikeState } from '@lagoon/contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/en';
import { createI18n, loadArea } from '../../../i18n/index';
import { I18nProvider } from '../../../i18n/react';
import { setApiTransport } from '../../../lib/api-client';
import { ROOT_ROUTE_ID, useLoadSession } from '../../session';
import { LikeButton, likeToggled } from './like-button';

/*
 * The like button as a visitor meets it: the count and their like read once the page is in the
 * browser, a press that turns the like over at once and settles on the store's answer, and a
 * refusal that puts it back with the store's message. The store is a fake answering the
 * like calls as the contract says (the server's own behaviour is tested in apps/server).
 */

const ID = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const PORTAL = 'https://portal.test/login';

interface FakeStore {
  /** What GET answers. */
  state: LikeState;
  /** When set, GET refuses with this code and status instead. */
  readRefusal?: { code: string; status: number };
  /** What the next PUT or DELETE answers: a state, or an error code with its status. */
  answer: LikeState | { code: string; status: number };
  /** Holds the writes' answers until released. */
  hold: boolean;
  release: () => void;
  writes: string[];
}

function installStore(initial: LikeState): FakeStore {
  const held: (() => void)[] = [];
  const store: FakeStore = {
    state: initial,
    answer: initial,
    hold: false,
    release: () => {
      for (const go of held.splice(0)) go();
    },
    writes: [],
  };
  const json = (body: unknown, status = 200) =>
    new Response(`)]}',\n${JSON.stringify(body)}`, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  setApiTransport({
    getLanguage: () => 'en',
    getCookies: () => '',
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://store.test');
      expect(url.pathname).toBe(`/ajax/extensions/${ID}/like`);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && store.readRefusal) {
        const { code, status } = store.readRefusal;
        return json({ error: { code, message: code, status } }, status);
      }
      if (method === 'GET') return json(store.state);
      store.writes.push(method);
      if (store.hold) await new Promise<void>((resolve) => held.push(resolve));
      const answer = store.answer;
      if ('code' in answer) {
        return json(
          { error: { code: answer.code, message: answer.code, status: answer.status } },
          answer.status,
        );
      }
      store.state = answer;
      return json(answer);
    },
  });
  return store;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  setApiTransport({});
  vi.restoreAllMocks();
});

async function settle(): Promise<void> {
  for (let round = 0; round < 10; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** The app's shell in miniature: it reads the session as the real one does. */
function Shell() {
  useLoadSession();
  return createElement(Outlet);
}

async function render(options: { signedIn: boolean; likeCount?: number; blocked?: boolean }) {
  const i18n = createI18n('en', en);
  await loadArea('store', i18n);
  await loadArea('errors', i18n);
  const user = { isAuthenticated: options.signedIn, isAdmin: false, age: 30 };
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        loader: () => ({ config: { data: { loginUrl: PORTAL } } }),
        Component: Shell,
        children: [
          {
            path: 'detail/:extensionId',
            Component: () =>
              createElement(LikeButton, {
                extensionId: ID,
                likeCount: options.likeCount ?? 3,
                blocked: options.blocked ?? false,
              }),
          },
          {
            path: '_data/session',
            loader: () => ({ user: { data: user }, creator: null }),
          },
          {
            path: '_data/like',
            // The real resource route's loader (app/data-loaders.ts), read through the fake.
            loader: async (args) => (await import('../../../app/data-loaders')).likeState(args),
          },
        ],
      },
    ],
    { initialEntries: [`/detail/${ID}?hl=en`] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(createElement(I18nProvider, { i18n }, createElement(RouterProvider, { router })));
  });
  await settle();
}

/** Waits (two seconds at most) until `check` passes: the first read loads its loader's code. */
async function until(check: () => void): Promise<void> {
  for (let round = 0; ; round++) {
    try {
      check();
      return;
    } catch (error) {
      if (round >= 200) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

function shown() {
  const button = byTestId('wallpaper-like');
  if (!(button instanceof HTMLButtonElement)) throw new Error('no like button');
  return {
    pressed: button.getAttribute('aria-pressed'),
    text: byTestId('wallpaper-likes')?.textContent,
    disabled: button.disabled,
  };
}

const press = () => act(async () => byTestId('wallpaper-like')?.click());

describe('likeToggled', () => {
  it('turns a like over, never below zero', () => {
    expect(likeToggled({ likeCount: 4, liked: false })).toEqual({ likeCount: 5, liked: true });
    expect(likeToggled({ likeCount: 5, liked: true })).toEqual({ likeCount: 4, liked: false });
    expect(likeToggled({ likeCount: 0, liked: true })).toEqual({ likeCount: 0, liked: false });
  });
});

describe('LikeButton', () => {
  it('says why when the visitor’s like cannot be read, and keeps the page’s count', async () => {
    const store = installStore({ likeCount: 7, liked: true });
    store.readRefusal = { code: 'LIKE_NOT_WALLPAPER', status: 400 };
    await render({ signedIn: true, likeCount: 3 });
    await until(() => expect(byTestId('wallpaper-like-error')?.textContent).toBeTruthy());
    expect(shown()).toEqual({ pressed: 'false', text: 'Likes 3', disabled: false });
    expect(byTestId('wallpaper-like')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows the visitor’s like once read, turns it over at once and settles on the answer', async () => {
    const store = installStore({ likeCount: 7, liked: true });
    await render({ signedIn: true, likeCount: 3 });
    // The page's count (3) gave way to the exact one and the visitor's like.
    await until(() =>
      expect(shown()).toEqual({ pressed: 'true', text: 'Likes 7', disabled: false }),
    );

    store.hold = true;
    store.answer = { likeCount: 9, liked: false };
    await press();
    expect(shown()).toMatchObject({ pressed: 'false', text: 'Likes 6' });
    expect(byTestId('wallpaper-like')?.getAttribute('aria-busy')).toBe('true');
    // A second press while the first is on its way sends nothing.
    await press();
    expect(store.writes).toEqual(['DELETE']);

    store.release();
    await settle();
    // Others liked meanwhile: the store's count is the one shown.
    expect(shown()).toMatchObject({ pressed: 'false', text: 'Likes 9' });
    expect(byTestId('wallpaper-like')?.getAttribute('aria-busy')).toBeNull();

    store.hold = false;
    store.answer = { likeCount: 10, liked: true };
    await press();
    await settle();
    expect(store.writes).toEqual(['DELETE', 'PUT']);
    expect(shown()).toMatchObject({ pressed: 'true', text: 'Likes 10' });
  });

  it('puts the like back and says why when the store refuses', async () => {
    const store = installStore({ likeCount: 2, liked: false });
    await render({ signedIn: true });
    await until(() => expect(byTestId('wallpaper-like')?.getAttribute('aria-busy')).toBeNull());
    store.answer = { code: 'LIKE_CLOSED', status: 403 };
    await press();
    await settle();
    expect(shown()).toMatchObject({ pressed: 'false', text: 'Likes 2' });
    expect(byTestId('wallpaper-like-error')?.textContent).toBe(
      'This wallpaper is blocked and cannot be liked.',
    );
  });

  it('sends signed-out visitors to sign in, coming back to this page', async () => {
    const store = installStore({ likeCount: 2, liked: false });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await render({ signedIn: false });
    expect(byTestId('wallpaper-like')?.getAttribute('title')).toBe(
      'Sign in to like this wallpaper',
    );
    await press();
    expect(store.writes).toEqual([]);
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(PORTAL);
    expect(target.searchParams.get('returnUrl')).toBe(
      `${window.location.origin}/detail/${ID}?hl=en`,
    );
    expect(target.searchParams.get('hl')).toBe('en');
  });

  it('takes no new like on a blocked wallpaper', async () => {
    installStore({ likeCount: 2, liked: false });
    await render({ signedIn: true, blocked: true });
    expect(shown()).toMatchObject({ disabled: true, pressed: 'false' });
  });
});
