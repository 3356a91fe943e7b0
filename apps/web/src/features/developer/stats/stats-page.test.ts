// @vitest-environment happy-dom
import {
  addDays,
  errorMessage,
  type ItemUsage,
  type Language,
  type UsageDay,
} from '@lagoon/contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../../components/charts/chart-scale';
import { en } from '../../../i18n/en';
import { createI18n, loadArea } from '../../../i18n/index';
import { ko } from '../../../i18n/ko';
import { I18nProvider } from '../../../i18n/react';
import { setApiTransport } from '../../../lib/api-client';
import { routeLoader } from '../../../lib/page-loader';
import { StatsPage } from './stats-page';
import { usageLoader } from './usage-loader';

/*
 * The statistics page as a developer meets it: the route's real loader reads the usage call
 * through the real API client, answered by a fake store that follows the contract (the
 * server's counting is tested in apps/server), and the page draws what came back.
 */

const ID = 'abcdefghijklmnopabcdefghijklmnop';

interface FakeStore {
  /** Numbers per day (by date); days not named are zeros. */
  numbers: Record<string, Partial<UsageDay>>;
  productType?: ItemUsage['productType'];
  refusal?: { code: string; status: number };
  /** The addresses the page asked for. */
  asked: URL[];
}

function installStore(store: FakeStore): FakeStore {
  setApiTransport({
    getCookies: () => '',
    fetch: async (input) => {
      const url = new URL(String(input), 'http://store.test');
      store.asked.push(url);
      const json = (body: unknown, status = 200) =>
        new Response(`)]}',\n${JSON.stringify(body)}`, {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (store.refusal) {
        const { code, status } = store.refusal;
        return json({ error: { code, message: code, status } }, status);
      }
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      const days: UsageDay[] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        days.push({
          day,
          activeInstalls: 0,
          newInstalls: 0,
          updateChecks: 0,
          ratings: 0,
          ratingAverage: null,
          ...store.numbers[day],
        });
      }
      const usage: ItemUsage = {
        extensionId: ID,
        name: 'Paper Trail',
        icon: null,
        productType: store.productType ?? 'extension',
        from,
        to,
        today: utcDay(new Date()),
        days,
        rating: { count: 12, average: 4.3 },
      };
      return json(usage);
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

async function render(path: string, language: Language = 'en') {
  const i18n = language === 'ko' ? createI18n('ko', ko) : createI18n('en', en);
  await loadArea('developers', i18n);
  await loadArea('errors', i18n);
  const router = createMemoryRouter(
    [
      {
        path: '/developers/stats/:extensionId',
        loader: routeLoader({ browserLanguage: language }, usageLoader),
        Component: StatsPage,
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
}

/** Waits (two seconds at most) until `check` passes. */
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
const text = (id: string) => byTestId(id)?.textContent?.replace(/\s+/g, ' ').trim();

/** The rows of a chart's table: [day, value(, average)]. */
function tableRows(series: string): string[][] {
  return [...document.querySelectorAll(`[data-testid="usage-table-${series}"] tbody tr`)].map(
    (row) => [...row.children].map((cell) => cell.textContent ?? ''),
  );
}

const today = utcDay(new Date());
const yesterday = addDays(today, -1);

describe('the statistics page of an item', () => {
  it('draws the last 30 days: active installations, checks, new installations and ratings', async () => {
    const store = installStore({
      asked: [],
      numbers: {
        [yesterday]: {
          activeInstalls: 3,
          updateChecks: 11,
          newInstalls: 2,
          ratings: 2,
          ratingAverage: 4.5,
        },
        [today]: { activeInstalls: 1, updateChecks: 4 },
      },
    });
    await render(`/developers/stats/${ID}`);
    await until(() => expect(byTestId('usage-chart-activeInstalls')).toBeTruthy());

    const asked = store.asked[0]!;
    expect(asked.pathname).toBe(`/creator/api/extensions/${ID}/usage`);
    expect(asked.searchParams.get('from')).toBe(addDays(today, -29));
    expect(asked.searchParams.get('to')).toBe(today);
    expect(asked.searchParams.get('hl')).toBe('en');

    expect(text('page-title')).toBe('Statistics');
    expect(text('usage-item-name')).toBe('Paper Trail');
    expect(text('usage-summary-active-today')).toBe('Active installations today1');
    expect(text('usage-summary-checks')).toBe('Update checks15');
    expect(text('usage-summary-new-installs')).toBe('New installations2');
    expect(text('usage-summary-ratings')).toBe('Ratings given2');
    expect(text('usage-summary-rating')).toBe('Rating visitors see4.3 from 12 ratings');

    const checks = tableRows('updateChecks');
    expect(checks).toHaveLength(30);
    expect(checks.at(-2)?.[1]).toBe('11');
    expect(checks.at(-1)?.[1]).toBe('4');
    expect(tableRows('ratings').at(-2)?.slice(1)).toEqual(['2', '4.5']);
    expect(tableRows('ratings').at(-1)?.slice(1)).toEqual(['0', '—']);
    // Each chart is an image described in words, its bars carrying the numbers.
    const image = byTestId('usage-chart-updateChecks')?.querySelector('[role="img"]');
    expect(image?.getAttribute('aria-label')).toContain('Update checks per day');
    expect(
      [...document.querySelectorAll('[data-testid="usage-chart-activeInstalls"] rect')]
        .map((bar) => bar.getAttribute('data-value'))
        .slice(-2),
    ).toEqual(['3', '1']);

    const period = (days: number) => byTestId(`usage-period-${days}`);
    expect(period(7)?.getAttribute('href')).toBe(`/developers/stats/${ID}?days=7`);
    expect(period(30)?.getAttribute('aria-current')).toBe('page');
    expect(period(90)?.getAttribute('aria-current')).toBeNull();
    expect(byTestId('usage-no-active')).toBeNull();
    expect(byTestId('usage-empty')).toBeNull();
  });

  it('explains a period without active installations instead of drawing a row of zeros', async () => {
    installStore({ asked: [], numbers: { [today]: { updateChecks: 6 } } });
    await render(`/developers/stats/${ID}?days=7`);
    await until(() => expect(byTestId('usage-no-active')).toBeTruthy());
    expect(text('usage-no-active')).toContain(
      'An installation is counted once a day when its browser has the Lagoon companion',
    );
    expect(byTestId('usage-chart-activeInstalls')).toBeNull();
    expect(byTestId('usage-summary-active-today')).toBeNull();
    expect(tableRows('updateChecks')).toHaveLength(7);
  });

  it('says honestly when nothing was counted, in the period asked for', async () => {
    const store = installStore({ asked: [], numbers: {} });
    await render(`/developers/stats/${ID}?days=7`);
    await until(() => expect(byTestId('usage-empty')).toBeTruthy());
    expect(store.asked[0]?.searchParams.get('from')).toBe(addDays(today, -6));
    expect(text('usage-empty')).toContain(
      'In the last 7 days no browser checked this store for this item and no visitor rated it.',
    );
    expect(document.querySelector('[data-testid^="usage-chart-"]')).toBeNull();
    expect(byTestId('usage-period-7')?.getAttribute('aria-current')).toBe('page');
  });

  it('speaks Korean, and shows a web app only its ratings', async () => {
    installStore({
      asked: [],
      productType: 'pwa',
      numbers: { [today]: { ratings: 1, ratingAverage: 5 } },
    });
    await render(`/developers/stats/${ID}?hl=ko`, 'ko');
    await until(() => expect(byTestId('usage-chart-ratings')).toBeTruthy());
    expect(text('page-title')).toBe('통계');
    expect(text('usage-period-90')).toBe('최근 90일');
    expect(text('usage-summary-rating')).toBe('방문자에게 보이는 평점평점 12개, 평균 4.3');
    expect(byTestId('usage-chart-updateChecks')).toBeNull();
    expect(byTestId('usage-summary-checks')).toBeNull();
    expect(document.body.textContent).toContain('웹 앱은 사이트에서 바로 열리고');
  });

  it("shows the store's refusal of another developer's item", async () => {
    installStore({ asked: [], numbers: {}, refusal: { code: 'EXTENSION_NOT_FOUND', status: 404 } });
    await render(`/developers/stats/${ID}`);
    await until(() => expect(byTestId('error-state')).toBeTruthy());
    expect(text('error-state')).toContain(errorMessage('EXTENSION_NOT_FOUND', 'en'));
  });
});
