// @vitest-environment happy-dom
import { ERRORS, type RollbackPlan, type RollbackResult } from '@lagoon/contract';
import { act, createElement } from 'react';
import { useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getRollbackPlan, rollBackItem } from '../../features/rollback/rollback-api';
import { allByTestId, byTestId, textOf, until } from '../../test/dom';
import { apiAnswer, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { VersionsPanel } from './versions-panel';

/*
 * The versions list and rollback dialog as a developer meets them in the editor (the console
 * shows the same panel): earlier versions offer "Roll back to this version", the dialog starts
 * from the store's proposal, checks the new version as it is typed with the contract's rule,
 * says what will happen, sends the rollback and shows its result or the store's refusal. The
 * store is a fake answering as the contract says (the server's side is in
 * apps/server/src/versions/rollback.test.ts).
 */

const ID = 'ponmlkjihgfedcbaponmlkjihgfedcba';

function planAt(
  live: string,
  history: { version: string; rollbackOf?: string | null }[],
): RollbackPlan {
  return {
    extensionId: ID,
    liveVersion: live,
    highestVersion: live,
    proposedVersion: `${live}.1`,
    refusal: null,
    versions: history.map((entry, index) => ({
      version: entry.version,
      publishedAt: `2026-0${5 - index}-01T10:00:00.000Z`,
      size: 2048,
      manifestVersion: 3,
      changeLog: null,
      current: entry.version === live,
      ...(entry.rollbackOf ? { rollbackOf: entry.rollbackOf } : {}),
    })),
  };
}

interface FakeStore {
  plan: RollbackPlan;
  /** The refusal the next rollback answers with, if any. */
  refusal: 'ROLLBACK_IN_REVIEW' | null;
  sent: unknown[];
}

function installStore(plan: RollbackPlan): FakeStore {
  const store: FakeStore = { plan, refusal: null, sent: [] };
  fakeApi(async (url, init) => {
    expect(url.pathname).toBe(`/creator/api/extensions/${ID}/rollback`);
    if (init?.method !== 'POST') return apiAnswer(store.plan);
    const body = JSON.parse(String(init.body)) as { version: string; newVersion: string };
    store.sent.push(body);
    if (store.refusal) {
      const code = store.refusal;
      return apiAnswer({ error: { code, message: ERRORS[code].en, status: 409 } }, 409);
    }
    const result: RollbackResult = {
      extensionId: ID,
      version: body.version,
      newVersion: body.newVersion,
      previousVersion: store.plan.liveVersion ?? '',
      publishedAt: '2026-06-01T10:00:00.000Z',
    };
    store.plan = planAt(body.newVersion, [
      { version: body.newVersion, rollbackOf: body.version },
      ...store.plan.versions,
    ]);
    return apiAnswer(result);
  });
  return store;
}

function Panel() {
  const plan = useLoaderData() as RollbackPlan;
  return createElement(VersionsPanel, {
    plan,
    onRollback: (input) => rollBackItem('creator', ID, input),
  });
}

async function render(language: 'en' | 'ko' = 'en') {
  await renderRoute({
    routes: [
      {
        path: '/',
        loader: () => getRollbackPlan('creator', ID, language),
        Component: Panel,
        HydrateFallback: () => null,
      },
    ],
    path: '/',
    language,
    areas: ['store', 'errors'],
  });
  await until(() => expect(byTestId('rollback-versions')).not.toBeNull());
}

const click = (element: HTMLElement | null | undefined) => act(async () => element?.click());

/** Types into the new version field as a person would. */
async function typeVersion(value: string) {
  const field = byTestId<HTMLInputElement>('rollback-new-version')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function rowOf(version: string) {
  return allByTestId('rollback-version').find((row) => row.dataset.version === version);
}

const confirmButton = () => byTestId<HTMLButtonElement>('rollback-confirm');

describe('rolling an item back', () => {
  it('offers earlier versions, checks the new version as it is typed and shows the result', async () => {
    const store = installStore(
      planAt('2.0.0', [{ version: '2.0.0' }, { version: '1.1.0' }, { version: '1.0.0' }]),
    );
    await render();
    expect(rowOf('2.0.0')?.getAttribute('aria-current')).toBe('true');
    expect(byTestId('rollback-open', rowOf('2.0.0'))).toBeNull();
    expect(byTestId('rollback-open', rowOf('1.0.0'))).not.toBeNull();

    await click(byTestId('rollback-open', rowOf('1.1.0')));
    await until(() => expect(byTestId('rollback-dialog')).not.toBeNull());
    expect(byTestId<HTMLInputElement>('rollback-new-version')?.value).toBe('2.0.0.1');
    expect(textOf('rollback-explain')).toContain('1.1.0’s package as 2.0.0.1');
    expect(textOf('rollback-explain')).toContain('without a review');

    await typeVersion('2.01');
    expect(textOf('rollback-new-version-hint')).toBe(ERRORS.ROLLBACK_NEW_VERSION_INVALID.en);
    expect(confirmButton()?.disabled).toBe(true);
    await typeVersion('1.5');
    expect(textOf('rollback-new-version-hint')).toBe(ERRORS.ROLLBACK_NEW_VERSION_NOT_HIGHER.en);
    expect(confirmButton()?.disabled).toBe(true);
    await typeVersion('2.1');
    expect(confirmButton()?.disabled).toBe(false);
    expect(textOf('rollback-explain')).toContain('1.1.0’s package as 2.1');

    await click(confirmButton());
    await until(() => expect(byTestId('rollback-result')).not.toBeNull());
    expect(store.sent).toEqual([{ version: '1.1.0', newVersion: '2.1' }]);
    expect(textOf('rollback-result')).toContain('2.1 is live: 1.1.0’s package, replacing 2.0.0');
    // The list was read again: the rollback is live and names the version it brought back.
    await click(byTestId('rollback-done'));
    await until(() => expect(rowOf('2.1')?.getAttribute('aria-current')).toBe('true'));
    expect(rowOf('2.1')?.textContent).toContain('Rollback of 1.1.0');
  });

  it('shows the store’s refusal and keeps the dialog open', async () => {
    const store = installStore(planAt('2.0.0', [{ version: '2.0.0' }, { version: '1.0.0' }]));
    store.refusal = 'ROLLBACK_IN_REVIEW';
    await render();
    await click(byTestId('rollback-open', rowOf('1.0.0')));
    await until(() => expect(byTestId('rollback-dialog')).not.toBeNull());
    await click(confirmButton());
    await until(() => expect(byTestId('rollback-error')).not.toBeNull());
    expect(textOf('rollback-error')).toBe(ERRORS.ROLLBACK_IN_REVIEW.en);
    expect(byTestId('rollback-result')).toBeNull();
  });

  it('says why an item cannot be rolled back now, and offers no rollback', async () => {
    installStore({
      ...planAt('2.0.0', [{ version: '2.0.0' }, { version: '1.0.0' }]),
      refusal: 'ROLLBACK_UPDATE_PENDING',
    });
    await render('ko');
    expect(textOf('rollback-refusal')).toBe(ERRORS.ROLLBACK_UPDATE_PENDING.ko);
    expect(allByTestId('rollback-open')).toEqual([]);
  });

  it('speaks Korean', async () => {
    installStore(planAt('2.0.0', [{ version: '2.0.0' }, { version: '1.0.0' }]));
    await render('ko');
    expect(byTestId('rollback-open')?.textContent).toBe('이 버전으로 롤백');
    await click(byTestId('rollback-open'));
    await until(() => expect(byTestId('rollback-dialog')).not.toBeNull());
    expect(textOf('rollback-explain')).toContain('1.0.0의 패키지를 2.0.0.1(으)로 받습니다');
  });
});
