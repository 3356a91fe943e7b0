// @vitest-environment happy-dom
import type { ItemReport, Product } from '@lagoon/contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar';
import { en } from '../../../i18n/en';
import { createI18n, loadArea } from '../../../i18n/index';
import { ko } from '../../../i18n/ko';
import { I18nProvider } from '../../../i18n/react';
import { setApiTransport } from '../../../lib/api-client';
import { ROOT_ROUTE_ID, useLoadSession } from '../../session';
import { ReportItem } from './report-item';

/*
 * "Report this item" as a visitor meets it on an item's page: signed out it leads to sign in,
 * signed in it opens the report dialog, which says what is missing before sending, sends the
 * report, thanks the visitor, and says so when the visitor's earlier report is still open. The
 * store is a fake answering the report call as the contract says (the server's own behaviour
 * is tested in apps/server/src/reports).
 */

const ID = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const PORTAL = 'https://portal.test/login';

interface FakeStore {
  /** What the next report answers: the filed report, or an error code with its status. */
  answer: ItemReport | { code: string; status: number; fields?: unknown[] };
  /** The bodies sent. */
  sent: unknown[];
}

function installStore(): FakeStore {
  const store: FakeStore = {
    answer: {
      reportId: '12',
      extensionId: ID,
      reason: 'malware',
      text: null,
      createAt: '2026-05-01T10:00:00.000Z',
    },
    sent: [],
  };
  const json = (body: unknown, status: number) =>
    new Response(`)]}',\n${JSON.stringify(body)}`, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  setApiTransport({
    getLanguage: () => 'en',
    getCookies: () => '',
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://store.test');
      expect(url.pathname).toBe(`/ajax/extensions/${ID}/reports`);
      expect(init?.method).toBe('POST');
      store.sent.push(JSON.parse(String(init?.body)));
      const answer = store.answer;
      if ('code' in answer) {
        return json(
          {
            error: {
              code: answer.code,
              message: answer.code,
              status: answer.status,
              fields: answer.fields,
            },
          },
          answer.status,
        );
      }
      return json(answer, 201);
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

/** Waits (two seconds at most) until `check` passes: the dialog's code loads on first use. */
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

/** The app's shell in miniature: it reads the session as the real one does. */
function Shell() {
  useLoadSession();
  return createElement(Outlet);
}

const product = (blocked = false) => ({ extensionId: ID, blocked }) as Product;

async function render(options: { signedIn: boolean; blocked?: boolean; language?: 'en' | 'ko' }) {
  const language = options.language ?? 'en';
  const i18n = language === 'ko' ? createI18n('ko', ko) : createI18n('en', en);
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
              createElement(ReportItem, {
                product: product(options.blocked),
                name: 'Harbor Lights',
              }),
          },
          {
            path: '_data/session',
            loader: () => ({ user: { data: user }, creator: null }),
          },
        ],
      },
    ],
    { initialEntries: [`/detail/${ID}?hl=${language}`] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      createElement(
        I18nProvider,
        { i18n },
        createElement(SnackbarProvider, null, createElement(RouterProvider, { router })),
      ),
    );
  });
  await settle();
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const text = (id: string) => byTestId(id)?.textContent ?? null;
const click = (id: string) => act(async () => byTestId(id)?.click());

/** Types into the details field as a visitor would. */
async function type(value: string) {
  const field = byTestId('report-item-text') as HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function openDialog() {
  await click('report-item-open');
  await until(() => expect(byTestId('report-item-dialog')).not.toBeNull());
}

describe('ReportItem', () => {
  it('sends signed-out visitors to sign in, coming back to this page', async () => {
    const store = installStore();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await render({ signedIn: false });
    expect(text('report-item-open')).toBe('Report this item');
    expect(byTestId('report-item-open')?.getAttribute('title')).toBe(
      'Sign in to report this item to the administrators',
    );
    await click('report-item-open');
    await settle();
    expect(byTestId('report-item-dialog')).toBeNull();
    expect(store.sent).toEqual([]);
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(PORTAL);
    expect(target.searchParams.get('returnUrl')).toBe(
      `${window.location.origin}/detail/${ID}?hl=en`,
    );
  });

  it('says what is missing before sending anything', async () => {
    const store = installStore();
    await render({ signedIn: true });
    await openDialog();
    expect(byTestId('report-item-dialog')?.textContent).toContain('Report Harbor Lights');
    await click('report-item-submit');
    expect(text('report-item-reason-problem')).toBe('Choose what is wrong with this item.');
    // "Something else" needs the details.
    await click('report-item-reason-other');
    expect(text('report-item-reason-problem')).toBe('');
    await click('report-item-submit');
    expect(text('report-item-text-problem')).toBe(
      'Describe the problem: details are needed for “Something else”.',
    );
    // Over the limit, the counter and the problem say so.
    await type('x'.repeat(1001));
    expect(text('report-item-counter')).toBe('1,001 / 1,000');
    await click('report-item-submit');
    expect(text('report-item-text-problem')).toBe(
      'The details can be at most 1000 characters long.',
    );
    // Another reason than "other" leaves a missing text alone, but not a long one.
    await click('report-item-reason-spam');
    expect(text('report-item-text-problem')).toBe(
      'The details can be at most 1000 characters long.',
    );
    expect(store.sent).toEqual([]);
  });

  it('sends the report, thanks the visitor and says the item is reported', async () => {
    const store = installStore();
    await render({ signedIn: true });
    await openDialog();
    await click('report-item-reason-malware');
    await type('  Sends my history to a server abroad.  ');
    await click('report-item-submit');
    await settle();
    expect(store.sent).toEqual([
      { reason: 'malware', text: 'Sends my history to a server abroad.' },
    ]);
    await until(() => expect(byTestId('report-item-dialog')).toBeNull());
    expect(text('snackbar')).toContain('Thank you. The administrators will look at this item.');
    expect(byTestId('report-item-open')).toBeNull();
    expect(text('report-item-done')).toBe(
      'You reported this item. The administrators will look at it.',
    );
  });

  it('sends no text when the details are left blank', async () => {
    const store = installStore();
    await render({ signedIn: true });
    await openDialog();
    await click('report-item-reason-copyright');
    await type('   ');
    await click('report-item-submit');
    await settle();
    expect(store.sent).toEqual([{ reason: 'copyright', text: null }]);
  });

  it('says so when the visitor’s earlier report of the item is still open', async () => {
    const store = installStore();
    store.answer = { code: 'ITEM_ALREADY_REPORTED', status: 409 };
    await render({ signedIn: true });
    await openDialog();
    await click('report-item-reason-spam');
    await click('report-item-submit');
    await until(() => expect(byTestId('report-item-already')).not.toBeNull());
    expect(text('report-item-already')).toContain('You have already reported this item');
    expect(byTestId('report-item-submit')).toBeNull();
    expect(text('report-item-done')).toBe(
      'You reported this item. The administrators will look at it.',
    );
  });

  it('shows the store’s words for a refused field and for any other refusal', async () => {
    const store = installStore();
    store.answer = {
      code: 'INVALID_REQUEST',
      status: 400,
      fields: [{ field: 'text', code: 'itemReports.text.required', message: 'x' }],
    };
    await render({ signedIn: true });
    await openDialog();
    await click('report-item-reason-spam');
    await click('report-item-submit');
    await until(() =>
      expect(text('report-item-text-problem')).toBe(
        'Describe the problem: details are needed for “Something else”.',
      ),
    );
    store.answer = { code: 'ITEM_REPORTS_CLOSED', status: 403 };
    await click('report-item-submit');
    await until(() =>
      expect(text('report-item-error')).toBe(
        'This item is blocked by administrator, so it cannot be reported.',
      ),
    );
    expect(byTestId('report-item-dialog')).not.toBeNull();
  });

  it('speaks Korean', async () => {
    installStore();
    await render({ signedIn: true, language: 'ko' });
    expect(text('report-item-open')).toBe('이 항목 신고');
    await openDialog();
    expect(byTestId('report-item-dialog')?.textContent).toContain('Harbor Lights 신고');
    expect(byTestId('report-item-dialog')?.textContent).toContain('저작권 또는 상표권 침해');
  });

  it('offers nothing on a blocked item', async () => {
    installStore();
    await render({ signedIn: true, blocked: true });
    expect(byTestId('report-item')).toBeNull();
  });
});
