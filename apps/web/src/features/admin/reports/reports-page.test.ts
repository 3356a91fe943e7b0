// @vitest-environment happy-dom
import type { ItemReportEntry } from '@lagoon/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { allByTestId, byTestId, textOf, typeInto, until } from '../../../test/dom';
import { apiAnswer, apiRefusal, fakeApi } from '../../../test/fake-api';
import { pageRoute, renderRoute } from '../../../test/render-route';
import { itemReportsLoader } from './reports-loader';
import { ReportsPage } from './reports-page';

/*
 * The console's Reports section as an administrator meets it: the open reports with their
 * item and reporter, a resolution that blocks the item (the dialog asks for the reason the
 * developer will see), a dismissal someone else beat them to, and the closed view. The store is
 * a fake that keeps the reports and answers the console's calls as the contract says (the
 * server's behaviour is tested in apps/server/src/reports).
 */

const HARBOR = 'abcdefghijklmnopabcdefghijklmnop';
const LANTERN = 'ponmlkjihgfedcbaponmlkjihgfedcba';

function entry(overrides: Partial<ItemReportEntry>): ItemReportEntry {
  return {
    reportId: '1',
    extensionId: HARBOR,
    itemName: 'Harbor Lights',
    productType: 'extension',
    itemBlocked: false,
    reason: 'malware',
    text: 'Sends my history abroad.',
    reporter: 'Noah Newcomer',
    createAt: '2026-05-01T10:00:00.000Z',
    openReportCount: 1,
    state: 'open',
    resolution: null,
    closedAt: null,
    closedBy: null,
    note: null,
    ...overrides,
  };
}

interface FakeStore {
  reports: ItemReportEntry[];
  /** The decisions sent: path and body. */
  decisions: { path: string; body: unknown }[];
  /** A refusal for the next decision. */
  refusal: { code: string; status: number } | null;
  reads: string[];
}

function installStore(reports: ItemReportEntry[]): FakeStore {
  const store: FakeStore = { reports, decisions: [], refusal: null, reads: [] };
  fakeApi(async (url, init) => {
    if ((init?.method ?? 'GET') === 'GET') {
      expect(url.pathname).toBe('/admin/api/item-reports');
      const state = url.searchParams.get('state') ?? 'open';
      store.reads.push(state);
      return apiAnswer({ reports: store.reports.filter((report) => report.state === state) });
    }
    const match = /^\/admin\/api\/item-reports\/(\d+)\/(dismiss|resolve)$/.exec(url.pathname);
    if (!match) throw new Error(`unexpected call ${url.pathname}`);
    const body = JSON.parse(String(init?.body)) as { note: string | null; block?: string };
    store.decisions.push({ path: url.pathname, body });
    if (store.refusal) {
      const { code, status } = store.refusal;
      store.refusal = null;
      return apiRefusal(code, status);
    }
    const report = store.reports.find((candidate) => candidate.reportId === match[1]);
    if (!report) throw new Error('no such report');
    Object.assign(report, {
      state: 'closed',
      resolution: match[2] === 'dismiss' ? 'dismissed' : body.block ? 'blocked' : 'resolved',
      closedAt: '2026-05-02T10:00:00.000Z',
      closedBy: 'Moderator Mia',
      note: body.note,
      itemBlocked: report.itemBlocked || Boolean(body.block),
    });
    return apiAnswer(report);
  });
  return store;
}

function render(path = '/admin/reports?hl=en') {
  return renderRoute({
    routes: [pageRoute('admin/reports', itemReportsLoader, ReportsPage)],
    path,
    areas: ['admin', 'errors'],
  });
}

const card = (reportId: string) =>
  document.querySelector<HTMLElement>(`[data-testid="item-report"][data-report-id="${reportId}"]`);
const click = (element: HTMLElement | null | undefined) => act(async () => element?.click());

describe('the Reports section', () => {
  it('lists the open reports with the item, its case and the reporter', async () => {
    installStore([
      entry({ reportId: '1', openReportCount: 2 }),
      entry({
        reportId: '2',
        extensionId: LANTERN,
        itemName: 'Paper Lantern',
        reason: 'other',
        text: null,
        reporter: 'Mina',
        itemBlocked: true,
      }),
    ]);
    await render();
    await until(() => expect(allByTestId('item-report')).toHaveLength(2));
    expect(textOf('reports-count')).toBe('2 open reports');
    const first = card('1')!;
    expect(textOf('item-report-item', first)).toBe('Harbor Lights');
    expect(first.querySelector('[data-testid="item-report-item"]')?.getAttribute('href')).toBe(
      `/detail/${HARBOR}?hl=en`,
    );
    expect(first.querySelector('[data-testid="item-report-case"]')?.getAttribute('href')).toBe(
      `/admin/items/${HARBOR}?hl=en`,
    );
    expect(textOf('item-report-reason', first)).toBe('Malware');
    expect(textOf('item-report-reporter', first)).toBe('Reported by Noah Newcomer');
    expect(textOf('item-report-text', first)).toBe('Sends my history abroad.');
    expect(textOf('item-report-open-count', first)).toBe('2 open reports of this item');
    const second = card('2')!;
    expect(textOf('item-report-blocked', second)).toBe('Item blocked');
    expect(second.textContent).toContain('No details given.');
    expect(
      second.querySelector('[data-testid="item-report-resolve"]')?.getAttribute('aria-label'),
    ).toBe('Resolve the report of Paper Lantern by Mina');
  });

  it('resolves a report by blocking the item, asking for the reason the developer sees', async () => {
    const store = installStore([entry({ reportId: '1' }), entry({ reportId: '3' })]);
    await render();
    await until(() => expect(card('1')).not.toBeNull());
    await click(card('1')?.querySelector('[data-testid="item-report-resolve"]'));
    await until(() => expect(byTestId('report-decision-dialog')).not.toBeNull());
    expect(textOf('report-decision-submit')).toBe('Resolve report');
    await click(byTestId('report-decision-block'));
    expect(textOf('report-decision-submit')).toBe('Block item and resolve');
    expect(byTestId('report-decision-block-mode')).not.toBeNull();
    await click(byTestId('report-decision-submit'));
    expect(textOf('report-decision-problem')).toBe(
      'Give the reason for the block: the developer is shown it.',
    );
    expect(store.decisions).toEqual([]);

    await typeInto('report-decision-note', '  Phishing for passwords. ');
    expect(textOf('report-decision-counter')).toBe('23 / 500');
    await click(byTestId('report-decision-block-mode-removed'));
    await click(byTestId('report-decision-submit'));
    await until(() => expect(byTestId('report-decision-dialog')).toBeNull());
    expect(store.decisions).toEqual([
      {
        path: '/admin/api/item-reports/1/resolve',
        body: { note: 'Phishing for passwords.', block: 'removed' },
      },
    ]);
    expect(textOf('snackbar')).toContain(
      'Harbor Lights is blocked, and its open reports are resolved.',
    );
    // The list was read again: the resolved report left it.
    expect(card('1')).toBeNull();
    expect(card('3')).not.toBeNull();
  });

  it('offers no block for an item that is blocked already', async () => {
    installStore([entry({ reportId: '4', itemBlocked: true })]);
    await render();
    await until(() => expect(card('4')).not.toBeNull());
    await click(card('4')?.querySelector('[data-testid="item-report-resolve"]'));
    await until(() => expect(byTestId('report-decision-dialog')).not.toBeNull());
    expect(byTestId('report-decision-block')).toBeNull();
    expect(textOf('report-decision-blocked')).toBe('The item is blocked already.');
  });

  it('says so when another administrator decided first, and shows the list as it is', async () => {
    const store = installStore([entry({ reportId: '5' })]);
    await render();
    await until(() => expect(card('5')).not.toBeNull());
    await click(card('5')?.querySelector('[data-testid="item-report-dismiss"]'));
    await until(() => expect(byTestId('report-decision-dialog')).not.toBeNull());
    store.refusal = { code: 'ITEM_REPORT_ALREADY_CLOSED', status: 409 };
    const readsBefore = store.reads.length;
    await click(byTestId('report-decision-submit'));
    await until(() =>
      expect(textOf('report-decision-error')).toBe(
        'This report was already decided, perhaps by another administrator. The list shows it as it is now.',
      ),
    );
    await until(() => expect(store.reads.length).toBeGreaterThan(readsBefore));
    expect(store.decisions).toEqual([
      { path: '/admin/api/item-reports/5/dismiss', body: { note: null } },
    ]);
  });

  it('shows closed reports with their outcome', async () => {
    installStore([
      entry({
        reportId: '6',
        state: 'closed',
        resolution: 'dismissed',
        closedAt: '2026-05-02T10:00:00.000Z',
        closedBy: 'Moderator Max',
        note: 'The name is generic.',
      }),
    ]);
    await render('/admin/reports?state=closed&hl=en');
    await until(() => expect(card('6')).not.toBeNull());
    expect(byTestId('reports-state-closed')?.getAttribute('aria-current')).toBe('page');
    const closed = card('6')!;
    expect(textOf('item-report-resolution', closed)).toBe('Dismissed');
    expect(closed.textContent).toContain('by Moderator Max');
    expect(textOf('item-report-note', closed)).toBe('Note: The name is generic.');
    expect(closed.querySelector('[data-testid="item-report-dismiss"]')).toBeNull();
  });
});
