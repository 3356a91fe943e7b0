// @vitest-environment happy-dom
import type { CaseScanMatches, ScanMatch } from '@lagoon/contract';
import { act, createElement } from 'react';
import { useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allByTestId, byTestId, typeInto, until } from '../../../test/dom';
import { apiAnswer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { CaseScanMatchesView } from './case-scan-matches';
import { getCaseScanMatches } from './scans-api';

/*
 * A case's scan rule matches: a holding rule's match says the package cannot be approved, and
 * the administrator clears it with a reason the store keeps (the server's hold and log are
 * tested in apps/server/src/scan-rules).
 */

const ITEM = 'abcdefghijklmnopabcdefghijklmnop';

const HELD: ScanMatch = {
  id: '7',
  ruleId: '0b5d2c1e-7a4f-4e3b-9c2d-1f0e8d7c6b5a',
  ruleName: 'Internal host',
  severity: 'high',
  action: 'hold',
  extensionId: ITEM,
  itemName: 'Harbor Lights',
  packageId: 9,
  version: '1.1.0',
  file: 'bg.js',
  line: 1,
  excerpt: 'fetch("https://intranet.corp.example/a");',
  timedOut: false,
  source: 'upload',
  foundAt: '2026-05-01T10:00:00.000Z',
  clearedAt: null,
  clearedBy: null,
};

function CaseSection() {
  return createElement(CaseScanMatchesView, {
    extensionId: ITEM,
    found: useLoaderData() as CaseScanMatches,
  });
}

describe('a case’s scan rule matches', () => {
  it('says a rule holds the package and clears the hold with a reason', async () => {
    let found: CaseScanMatches = { extensionId: ITEM, matches: [HELD], held: true };
    const reasons: unknown[] = [];
    fakeApi(async (url, init) => {
      if (init?.method === 'POST') {
        expect(url.pathname).toBe(`/admin/api/reviews/${ITEM}/scan-matches/clear`);
        reasons.push(JSON.parse(String(init.body)));
        found = {
          ...found,
          held: false,
          matches: [
            { ...HELD, clearedAt: '2026-05-01T11:00:00.000Z', clearedBy: 'admin@lagoon.test' },
          ],
        };
      }
      return apiAnswer(found);
    });
    await renderRoute({
      routes: [
        {
          path: '/case',
          loader: ({ request }) => getCaseScanMatches(ITEM, request.signal),
          Component: CaseSection,
          HydrateFallback: () => null,
        },
      ],
      path: '/case',
      areas: ['admin', 'errors'],
    });
    await until(() => expect(byTestId('case-scan-held')).not.toBeNull());
    expect(allByTestId('scan-match')[0]?.textContent).toContain('Internal host');
    await act(async () => byTestId('case-scan-clear')?.click());
    await act(async () => byTestId('case-scan-clear-confirm')?.click());
    expect(byTestId('case-scan-clear-reason-problem')?.textContent).toBe('Give a reason.');
    expect(reasons).toEqual([]);
    await typeInto('case-scan-clear-reason', 'Test host, removed before launch');
    await act(async () => byTestId('case-scan-clear-confirm')?.click());
    await until(() => expect(byTestId('case-scan-held')).toBeNull());
    expect(reasons).toEqual([{ reason: 'Test host, removed before launch' }]);
    expect(allByTestId('scan-match')[0]?.dataset.cleared).toBe('true');
    expect(byTestId('case-scan-clear')).toBeNull();
  });
});
