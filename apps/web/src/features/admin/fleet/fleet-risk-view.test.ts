// @vitest-environment happy-dom
import type { FleetExtensionDetail } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { allByTestId, textOf, until } from '../../../test/dom';
import { apiAnswer, fakeApi } from '../../../test/fake-api';
import { pageRoute, renderRoute } from '../../../test/render-route';
import { FleetExtensionPage } from './fleet-extension-page';
import { fleetExtensionLoader } from './fleet-loader';

/*
 * A store item's risk read before any browser has it: every factor is a sentence with its
 * points, never a bare number, in English and Korean.
 */

const ID = 'dddeeefffgggdddeeefffgggdddeeeff';

const detail: FleetExtensionDetail = {
  extensionId: ID,
  name: 'Page Helper',
  browsers: 0,
  enabledBrowsers: 0,
  versions: [],
  groups: [],
  permissions: [],
  hostPermissions: [],
  installTypes: [],
  sources: ['store'],
  updateUrls: [],
  storeItem: true,
  outsideItem: false,
  firstSeenAt: null,
  lastSeenAt: null,
  risk: {
    score: 85,
    level: 'high',
    reasons: [
      { factor: 'remoteCode', points: 15, detail: 'remoteImport' },
      { factor: 'obfuscated', points: 15, detail: '2' },
      { factor: 'newVersionWide', points: 20, detail: '1' },
      { factor: 'ownerChanged', points: 25, detail: '2026-11-20' },
      { factor: 'fewUsers', points: 5, detail: '12' },
      { factor: 'staleVersion', points: 5, detail: '400' },
    ],
  },
  browserList: [],
  groupEntries: [],
  blockedForStore: false,
};

async function reasonsIn(language: 'en' | 'ko'): Promise<string[]> {
  fakeApi(() => apiAnswer(detail));
  await renderRoute({
    routes: [pageRoute('/admin/fleet/:extensionId', fleetExtensionLoader, FleetExtensionPage)],
    path: `/admin/fleet/${ID}`,
    areas: ['admin', 'errors'],
    language,
  });
  await until(() => expect(allByTestId('fleet-risk-reasons')).toHaveLength(1));
  return [...allByTestId('fleet-risk-reasons')[0]!.querySelectorAll('li')].map(
    (item) => item.textContent ?? '',
  );
}

describe('the risk reasons of a store item', () => {
  it('words every factor with its points', async () => {
    expect(await reasonsIn('en')).toEqual([
      'Its package has code from elsewhere (import from the web): +15',
      '2 obfuscated files in its package: +15',
      'Current version out for 1 day only, and the item is widely used: +20',
      'Moved to another developer account on 2026-11-20: +25',
      'Only 12 active users in the store: +5',
      'No new version for 400 days: +5',
    ]);
    expect(textOf('fleet-risk')).toBe('High · 85');
  });

  it('reads in Korean too', async () => {
    const reasons = await reasonsIn('ko');
    expect(reasons[0]).toBe(
      '패키지에 외부 코드를 실행하는 부분이 있음(웹에서 가져오는 import): +15',
    );
    expect(reasons[3]).toBe('2026-11-20에 다른 개발자 계정으로 옮겨짐: +25');
    expect(reasons.every((reason) => !reason.includes('{{'))).toBe(true);
  });
});
