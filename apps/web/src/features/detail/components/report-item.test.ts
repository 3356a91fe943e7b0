// @vitest-environment happy-dom
import type { ItemReport, Product } from '@lagoon/contract';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byTestId, settle, textOf, typeInto, until } from '../../../test/dom';
import { apiAnswer, apiRefusal, fakeApi } from '../../../test/fake-api';
import { renderItemPage } from '../../../test/render-route';
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
  fakeApi(async (url, init) => {
    expect(url.pathname).toBe(`/ajax/extensions/${ID}/reports`);
    expect(init?.method).toBe('POST');
    store.sent.push(JSON.parse(String(init?.body)));
    const answer = store.answer;
    if ('code' in answer) return apiRefusal(answer.code, answer.status, answer.fields);
    return apiAnswer(answer, 201);
  });
  return store;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const product = (blocked = false) => ({ extensionId: ID, blocked }) as Product;

async function render(options: {
  signedIn: boolean;
  blocked?: boolean;
  language?: 'en' | 'ko';
  signInElsewhere?: string;
}) {
  await renderItemPage({
    extensionId: ID,
    Component: () =>
      createElement(ReportItem, {
        product: product(options.blocked),
        name: 'Harbor Lights',
        signInElsewhere: options.signInElsewhere,
      }),
    signedIn: options.signedIn,
    loginUrl: PORTAL,
    language: options.language,
  });
}

const click = (id: string) => act(async () => byTestId(id)?.click());

async function openDialog() {
  await click('report-item-open');
  await until(() => expect(byTestId('report-item-dialog')).not.toBeNull());
}

describe('ReportItem', () => {
  it('sends signed-out visitors to sign in, coming back to this page', async () => {
    const store = installStore();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await render({ signedIn: false });
    expect(textOf('report-item-open')).toBe('Report this item');
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

  it('opens sign-in in a new tab where the page cannot be left (the sidebar store)', async () => {
    const store = installStore();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    // The panel's page is another than the store's page of the item, where sign-in returns.
    await render({ signedIn: false, signInElsewhere: `/store/detail/${ID}?hl=en` });
    await click('report-item-open');
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(byTestId('report-item-dialog')).toBeNull();
    expect(store.sent).toEqual([]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.slice(1)).toEqual(['_blank', 'noopener']);
    const target = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(PORTAL);
    expect(target.searchParams.get('returnUrl')).toBe(
      `${window.location.origin}/store/detail/${ID}?hl=en`,
    );
  });

  it('says what is missing before sending anything', async () => {
    const store = installStore();
    await render({ signedIn: true });
    await openDialog();
    expect(byTestId('report-item-dialog')?.textContent).toContain('Report Harbor Lights');
    await click('report-item-submit');
    expect(textOf('report-item-reason-problem')).toBe('Choose what is wrong with this item.');
    // "Something else" needs the details.
    await click('report-item-reason-other');
    expect(textOf('report-item-reason-problem')).toBe('');
    await click('report-item-submit');
    expect(textOf('report-item-text-problem')).toBe(
      'Describe the problem: details are needed for “Something else”.',
    );
    // Over the limit, the counter and the problem say so.
    await typeInto('report-item-text', 'x'.repeat(1001));
    expect(textOf('report-item-counter')).toBe('1,001 / 1,000');
    await click('report-item-submit');
    expect(textOf('report-item-text-problem')).toBe(
      'The details can be at most 1000 characters long.',
    );
    // Another reason than "other" leaves a missing text alone, but not a long one.
    await click('report-item-reason-spam');
    expect(textOf('report-item-text-problem')).toBe(
      'The details can be at most 1000 characters long.',
    );
    expect(store.sent).toEqual([]);
  });

  it('sends the report, thanks the visitor and says the item is reported', async () => {
    const store = installStore();
    await render({ signedIn: true });
    await openDialog();
    await click('report-item-reason-malware');
    await typeInto('report-item-text', '  Sends my history to a server abroad.  ');
    await click('report-item-submit');
    await settle();
    expect(store.sent).toEqual([
      { reason: 'malware', text: 'Sends my history to a server abroad.' },
    ]);
    await until(() => expect(byTestId('report-item-dialog')).toBeNull());
    expect(textOf('snackbar')).toContain('Thank you. The administrators will look at this item.');
    expect(byTestId('report-item-open')).toBeNull();
    expect(textOf('report-item-done')).toBe(
      'You reported this item. The administrators will look at it.',
    );
  });

  it('sends no text when the details are left blank', async () => {
    const store = installStore();
    await render({ signedIn: true });
    await openDialog();
    await click('report-item-reason-copyright');
    await typeInto('report-item-text', '   ');
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
    expect(textOf('report-item-already')).toContain('You have already reported this item');
    expect(byTestId('report-item-submit')).toBeNull();
    expect(textOf('report-item-done')).toBe(
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
      expect(textOf('report-item-text-problem')).toBe(
        'Describe the problem: details are needed for “Something else”.',
      ),
    );
    store.answer = { code: 'ITEM_REPORTS_CLOSED', status: 403 };
    await click('report-item-submit');
    await until(() =>
      expect(textOf('report-item-error')).toBe(
        'This item is blocked by administrator, so it cannot be reported.',
      ),
    );
    expect(byTestId('report-item-dialog')).not.toBeNull();
  });

  it('speaks Korean', async () => {
    installStore();
    await render({ signedIn: true, language: 'ko' });
    expect(textOf('report-item-open')).toBe('이 항목 신고');
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
