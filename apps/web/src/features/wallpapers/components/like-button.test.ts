// @vitest-environment happy-dom
import type { LikeState } from '@lagoon/contract';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byTestId, settle, until } from '../../../test/dom';
import { apiAnswer, apiRefusal, fakeApi } from '../../../test/fake-api';
import { renderItemPage } from '../../../test/render-route';
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
  /** Holds the reads' answers (as they were when asked) until released. */
  holdReads: boolean;
  releaseReads: () => void;
  release: () => void;
  writes: string[];
}

function installStore(initial: LikeState): FakeStore {
  const held: (() => void)[] = [];
  const heldReads: (() => void)[] = [];
  const store: FakeStore = {
    state: initial,
    answer: initial,
    hold: false,
    holdReads: false,
    releaseReads: () => {
      for (const go of heldReads.splice(0)) go();
    },
    release: () => {
      for (const go of held.splice(0)) go();
    },
    writes: [],
  };
  fakeApi(async (url, init) => {
    expect(url.pathname).toBe(`/ajax/extensions/${ID}/like`);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && store.readRefusal) {
      return apiRefusal(store.readRefusal.code, store.readRefusal.status);
    }
    if (method === 'GET') {
      const asked = store.state;
      if (store.holdReads) await new Promise<void>((resolve) => heldReads.push(resolve));
      return apiAnswer(asked);
    }
    store.writes.push(method);
    if (store.hold) await new Promise<void>((resolve) => held.push(resolve));
    const answer = store.answer;
    if ('code' in answer) return apiRefusal(answer.code, answer.status);
    store.state = answer;
    return apiAnswer(answer);
  });
  return store;
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function render(options: { signedIn: boolean; likeCount?: number; blocked?: boolean }) {
  return renderItemPage({
    extensionId: ID,
    Component: () =>
      createElement(LikeButton, {
        extensionId: ID,
        likeCount: options.likeCount ?? 3,
        blocked: options.blocked ?? false,
      }),
    signedIn: options.signedIn,
    loginUrl: PORTAL,
    resources: [
      {
        path: '_data/like',
        // The real resource route's loader (../data-loaders.ts), read through the fake.
        loader: async (args) => (await import('../data-loaders')).likeState(args),
      },
    ],
  });
}

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

  it('keeps the answer to a press when a read started before it comes back later', async () => {
    const store = installStore({ likeCount: 7, liked: false });
    const router = await render({ signedIn: true, likeCount: 7 });
    await until(() => expect(shown()).toMatchObject({ pressed: 'false', text: 'Likes 7' }));
    expect(byTestId('wallpaper-like')?.hasAttribute('aria-busy')).toBe(false);

    // The page is read again (as after the visitor becomes known); its like read waits.
    store.holdReads = true;
    let revalidated: Promise<void> | undefined;
    await act(async () => {
      revalidated = router.revalidate();
    });
    store.answer = { likeCount: 8, liked: true };
    await press();
    await until(() => expect(shown()).toMatchObject({ pressed: 'true', text: 'Likes 8' }));
    // The read asked before the press ends now, with the like as it was then.
    store.releaseReads();
    await act(async () => {
      await revalidated;
    });
    await settle();
    expect(shown()).toMatchObject({ pressed: 'true', text: 'Likes 8' });
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
