// @vitest-environment happy-dom
import type { OutboxPage as Outbox, OutboxEntry, OutboxMail } from '@lagoon/contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routeLoader } from '../../../app/page-loader';
import { en } from '../../../i18n/en';
import { createI18n, loadArea } from '../../../i18n/index';
import { I18nProvider } from '../../../i18n/react';
import { setApiTransport } from '../../../lib/api-client';
import { outboxLoader, outboxMailLoader } from './mail-loaders';
import { OutboxMailPage } from './outbox-mail-page';
import { outboxMailPagePath, outboxPath, readOutboxView } from './outbox-model';
import { OutboxPage } from './outbox-page';

/*
 * The console's Mail page as an administrator meets it: the outbox with each mail's status,
 * the notice that this store keeps mail instead of sending it, a status tab, and one mail
 * opened to read. The store is a fake answering the outbox calls as the contract says (the
 * server's behaviour is tested in apps/server/src/mail).
 */

const ITEM = 'abcdefghijklmnopabcdefghijklmnop';

function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  return {
    mailId: '1',
    kind: 'review.approved',
    recipient: 'studio@example.test',
    language: 'en',
    subject: 'Approved: Harbor Lights',
    extensionId: ITEM,
    status: 'kept',
    attempts: 0,
    error: null,
    createAt: '2026-05-01T10:00:00.000Z',
    sentAt: null,
    nextAttemptAt: null,
    ...overrides,
  };
}

const MAILS: OutboxEntry[] = [
  entry({
    mailId: '3',
    kind: 'rating.new',
    language: 'ko',
    subject: '새 평가: 항구 불빛 별점 5/5',
    status: 'queued',
    attempts: 2,
    error: '451 Greylisted, try again later',
    nextAttemptAt: '2026-05-01T11:00:00.000Z',
  }),
  entry({ mailId: '2', kind: 'review.rejected', subject: 'Not approved: Tide Table' }),
  entry({ mailId: '1' }),
];

interface FakeStore {
  delivery: Outbox['delivery'];
  reads: string[];
}

function installStore(delivery: Outbox['delivery']): FakeStore {
  const store: FakeStore = { delivery, reads: [] };
  const json = (body: unknown, status = 200) =>
    new Response(`)]}',\n${JSON.stringify(body)}`, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  setApiTransport({
    getLanguage: () => 'en',
    getCookies: () => '',
    fetch: async (input) => {
      const url = new URL(String(input), 'http://store.test');
      store.reads.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/admin/api/mail') {
        const status = url.searchParams.get('status');
        const items = MAILS.filter((mail) => !status || mail.status === status);
        const page: Outbox = {
          items,
          totalCount: items.length,
          offset: Number(url.searchParams.get('offset')),
          size: Number(url.searchParams.get('size')),
          counts: { queued: 1, sent: 0, failed: 0, kept: 2 },
          delivery: store.delivery,
        };
        return json(page);
      }
      const id = /^\/admin\/api\/mail\/(\d+)$/.exec(url.pathname)?.[1];
      const mail = MAILS.find((candidate) => candidate.mailId === id);
      if (!mail) {
        return json(
          { error: { code: 'MAIL_NOT_FOUND', message: 'MAIL_NOT_FOUND', status: 404 } },
          404,
        );
      }
      const full: OutboxMail = {
        ...mail,
        text: 'Hello Studio,\n\nHarbor Lights passed review.\n\n> <b>Nice</b> work',
      };
      return json(full);
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
});

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

async function render(path: string) {
  const i18n = createI18n('en', en);
  await loadArea('admin', i18n);
  await loadArea('errors', i18n);
  const env = { browserLanguage: 'en' };
  const router = createMemoryRouter(
    [
      {
        path: 'admin/mail',
        loader: routeLoader(env, outboxLoader),
        Component: OutboxPage,
        HydrateFallback: () => null,
      },
      {
        path: 'admin/mail/:mailId',
        loader: routeLoader(env, outboxMailLoader),
        Component: OutboxMailPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(createElement(I18nProvider, { i18n }, createElement(RouterProvider, { router })));
  });
  return router;
}

const all = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const row = (mailId: string) =>
  document.querySelector<HTMLElement>(`[data-testid="mail-row"][data-mail-id="${mailId}"]`);
const text = (id: string, within: ParentNode = document) =>
  within.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;

describe('the outbox model', () => {
  it('reads the view from the address and writes it back', () => {
    expect(readOutboxView(new URLSearchParams('status=failed&page=3'))).toEqual({
      status: 'failed',
      page: 3,
    });
    expect(readOutboxView(new URLSearchParams('status=lost&page=-1'))).toEqual({
      status: null,
      page: 1,
    });
    expect(outboxPath({ status: null, page: 1 })).toBe('/admin/mail');
    expect(outboxPath({ status: 'kept', page: 2 })).toBe('/admin/mail?status=kept&page=2');
    expect(outboxMailPagePath('7', { status: 'kept', page: 1 })).toBe('/admin/mail/7?status=kept');
  });
});

describe('the Mail page', () => {
  it('lists the mails with their status and says the store keeps them without SMTP', async () => {
    const store = installStore('outbox');
    await render('/admin/mail?hl=en');
    await until(() => expect(all('mail-row')).toHaveLength(3));
    expect(byTestId('mail-outbox-only')?.textContent).toContain('SMTP_URL is not set');
    expect(text('mail-status-tab-all')).toBe('All (3)');
    expect(text('mail-status-tab-kept')).toBe('Kept (2)');
    expect(text('mail-range')).toBe('1–3 of 3');
    const queued = row('3')!;
    expect(text('mail-subject', queued)).toBe('새 평가: 항구 불빛 별점 5/5');
    expect(text('mail-status', queued)).toBe('Queued');
    expect(queued.textContent).toContain('2 attempts');
    expect(queued.textContent).toContain('451 Greylisted, try again later');
    expect(queued.textContent).toContain('Korean');
    expect(text('mail-status', row('1')!)).toBe('Kept');
    expect(store.reads[0]).toBe('/admin/api/mail?offset=0&size=50&hl=en');
  });

  it('shows one status when its tab is chosen, and no notice when the store sends mail', async () => {
    const store = installStore('smtp');
    await render('/admin/mail?status=queued');
    await until(() => expect(all('mail-row')).toHaveLength(1));
    expect(byTestId('mail-outbox-only')).toBeNull();
    expect(byTestId('mail-status-tab-queued')?.getAttribute('aria-current')).toBe('page');
    expect(store.reads[0]).toContain('status=queued');
  });

  it('opens a mail to read its text, as text, and goes back to the list it came from', async () => {
    installStore('outbox');
    await render('/admin/mail?status=kept');
    await until(() => expect(all('mail-row')).toHaveLength(2));
    await act(async () =>
      row('2')?.querySelector<HTMLElement>('[data-testid="mail-subject"]')?.click(),
    );
    await until(() => expect(byTestId('mail-text')).not.toBeNull());
    expect(document.querySelector('h1')?.textContent).toBe('Not approved: Tide Table');
    expect(text('mail-text')).toBe(
      'Hello Studio,\n\nHarbor Lights passed review.\n\n> <b>Nice</b> work',
    );
    expect(byTestId('mail-text')?.querySelector('b')).toBeNull();
    expect(text('mail-facts')).toContain('studio@example.test');
    expect(byTestId('mail-item')?.getAttribute('href')).toBe(`/admin/items/${ITEM}`);
    expect(byTestId('mail-back')?.getAttribute('href')).toBe('/admin/mail?status=kept');
  });

  it('says so when the mail is not in the outbox', async () => {
    installStore('outbox');
    await render('/admin/mail/999');
    await until(() => expect(byTestId('error-state')).not.toBeNull());
    expect(text('error-state')).toContain('This e-mail is not in the outbox.');
  });
});
