// @vitest-environment happy-dom
import type { OutboxPage as Outbox, OutboxEntry, OutboxMail } from '@lagoon/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { allByTestId, byTestId, textOf, until } from '../../../test/dom';
import { apiAnswer, apiRefusal, fakeApi } from '../../../test/fake-api';
import { pageRoute, renderRoute } from '../../../test/render-route';
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
  fakeApi(async (url) => {
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
      return apiAnswer(page);
    }
    const id = /^\/admin\/api\/mail\/(\d+)$/.exec(url.pathname)?.[1];
    const mail = MAILS.find((candidate) => candidate.mailId === id);
    if (!mail) return apiRefusal('MAIL_NOT_FOUND', 404);
    const full: OutboxMail = {
      ...mail,
      text: 'Hello Studio,\n\nHarbor Lights passed review.\n\n> <b>Nice</b> work',
    };
    return apiAnswer(full);
  });
  return store;
}

function render(path: string) {
  return renderRoute({
    routes: [
      pageRoute('admin/mail', outboxLoader, OutboxPage),
      pageRoute('admin/mail/:mailId', outboxMailLoader, OutboxMailPage),
    ],
    path,
    areas: ['admin', 'errors'],
  });
}

const row = (mailId: string) =>
  document.querySelector<HTMLElement>(`[data-testid="mail-row"][data-mail-id="${mailId}"]`);

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
    await until(() => expect(allByTestId('mail-row')).toHaveLength(3));
    expect(byTestId('mail-outbox-only')?.textContent).toContain('SMTP_URL is not set');
    expect(byTestId('admin-mail')?.textContent).toContain(
      'Sent, failed and kept e-mails are deleted 90 days after their last change',
    );
    expect(textOf('mail-status-tab-all')).toBe('All (3)');
    expect(textOf('mail-status-tab-kept')).toBe('Kept (2)');
    expect(textOf('mail-range')).toBe('1–3 of 3');
    const queued = row('3')!;
    expect(textOf('mail-subject', queued)).toBe('새 평가: 항구 불빛 별점 5/5');
    expect(textOf('mail-status', queued)).toBe('Queued');
    expect(queued.textContent).toContain('2 attempts');
    expect(queued.textContent).toContain('451 Greylisted, try again later');
    expect(queued.textContent).toContain('Korean');
    expect(textOf('mail-status', row('1')!)).toBe('Kept');
    expect(store.reads[0]).toBe('/admin/api/mail?offset=0&size=50&hl=en');
  });

  it('shows one status when its tab is chosen, and no notice when the store sends mail', async () => {
    const store = installStore('smtp');
    await render('/admin/mail?status=queued');
    await until(() => expect(allByTestId('mail-row')).toHaveLength(1));
    expect(byTestId('mail-outbox-only')).toBeNull();
    expect(byTestId('mail-status-tab-queued')?.getAttribute('aria-current')).toBe('page');
    expect(store.reads[0]).toContain('status=queued');
  });

  it('opens a mail to read its text, as text, and goes back to the list it came from', async () => {
    installStore('outbox');
    await render('/admin/mail?status=kept');
    await until(() => expect(allByTestId('mail-row')).toHaveLength(2));
    await act(async () =>
      row('2')?.querySelector<HTMLElement>('[data-testid="mail-subject"]')?.click(),
    );
    await until(() => expect(byTestId('mail-text')).not.toBeNull());
    expect(document.querySelector('h1')?.textContent).toBe('Not approved: Tide Table');
    expect(textOf('mail-text')).toBe(
      'Hello Studio,\n\nHarbor Lights passed review.\n\n> <b>Nice</b> work',
    );
    expect(byTestId('mail-text')?.querySelector('b')).toBeNull();
    expect(textOf('mail-facts')).toContain('studio@example.test');
    expect(byTestId('mail-item')?.getAttribute('href')).toBe(`/admin/items/${ITEM}`);
    expect(byTestId('mail-back')?.getAttribute('href')).toBe('/admin/mail?status=kept');
  });

  it('says so when the mail is not in the outbox', async () => {
    installStore('outbox');
    await render('/admin/mail/999');
    await until(() => expect(byTestId('error-state')).not.toBeNull());
    expect(textOf('error-state')).toContain('This e-mail is not in the outbox.');
  });
});
