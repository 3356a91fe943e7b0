// @vitest-environment happy-dom
import { XSSI_PREFIX } from '@lagoon/contract';
import type { Window as HappyDomWindow } from 'happy-dom';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../lib/test-server';
import { loadDetail } from '../detail/loaders';
import { ITEM_ID, product } from '../developer/api/publishing-fixtures';
import { ratingsPage } from './data-loaders';
import { rating, ratingPage } from './rating-fixtures';
import { ratingsHref } from './rating-view';

/** What the store answers for the item's ratings: a page, or a refusal's status. */
const answers: { ratings: object | number } = { ratings: ratingPage() };

let server: Awaited<ReturnType<typeof startTestServer>>;

function send(response: import('node:http').ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(`${status === 200 ? XSSI_PREFIX : ''}${JSON.stringify(body)}`);
}

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === `/ajax/extensions/${ITEM_ID}`) {
      send(response, 200, {
        ...product({ review: 'READY_FOR_OPEN', status: 'LISTING' }),
        crxUrl: null,
      });
    } else if (path === `/ajax/extensions/${ITEM_ID}/ratings`) {
      const answer = answers.ratings;
      if (typeof answer === 'number') {
        send(response, answer, {
          error: { code: 'INTERNAL_ERROR', message: 'no', status: answer },
        });
      } else {
        send(response, 200, answer);
      }
    } else {
      send(response, 404, { error: { code: 'NOT_FOUND', message: 'no', status: 404 } });
    }
  });
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/detail/${ITEM_ID}`);
});

afterAll(() => server.close());

beforeEach(() => {
  answers.ratings = ratingPage();
});

function argsFor(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return {
    request: new Request(`${server.baseUrl}${path}`),
    params,
    context: undefined,
  } as LoaderFunctionArgs;
}

const detail = (path: string, params: Record<string, string>) =>
  loadDetail({ browserLanguage: 'en' }, argsFor(path, params));

const ratingRequests = () =>
  server.requests
    .filter((request) => request.url.startsWith(`/ajax/extensions/${ITEM_ID}/ratings`))
    .map((request) => new URL(request.url, server.baseUrl).searchParams);

describe('the detail page’s loader', () => {
  it('reads the item and the newest page of its ratings, with the visitor’s cookies', async () => {
    const before = ratingRequests().length;
    const data = await detail(`/detail/${ITEM_ID}`, { extensionId: ITEM_ID });
    expect(data.product?.data?.extensionId).toBe(ITEM_ID);
    expect(data.ratings?.data?.ratings.map((entry) => entry.ratingId)).toEqual(['1']);
    // Read in the browser: the visitor's own flags are in it.
    expect(data.ratingsAnonymous).toBe(false);
    const asked = ratingRequests().slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get('sort')).toBe('recent');
    expect(asked[0]?.get('page')).toBe('0');
    expect(asked[0]?.has('score')).toBe(false);
  });

  it('keeps the item when its ratings cannot be read, and asks for them once', async () => {
    answers.ratings = 500;
    const before = ratingRequests().length;
    const data = await detail(`/detail/${ITEM_ID}`, { extensionId: ITEM_ID });
    expect(data.product?.data?.extensionId).toBe(ITEM_ID);
    expect(data.ratings?.error?.status).toBe(500);
    expect(ratingRequests().length - before).toBe(1);
  });

  it('reads no ratings for a preview', async () => {
    const before = ratingRequests().length;
    const data = await detail(`/detail/${ITEM_ID}/preview`, {
      extensionId: ITEM_ID,
      mode: 'preview',
    });
    expect(data.ratings).toBeNull();
    expect(ratingRequests().length).toBe(before);
  });
});

describe('the ratings resource route', () => {
  it('reads the order, score and page its address names', async () => {
    answers.ratings = ratingPage({ ratings: [rating({ ratingId: '7', score: 2 })], page: 1 });
    const before = ratingRequests().length;
    const href = ratingsHref(ITEM_ID, { sort: 'lowest', score: 2, page: 1 });
    const read = await ratingsPage(argsFor(href));
    expect(read.data?.ratings.map((entry) => entry.ratingId)).toEqual(['7']);
    const [asked] = ratingRequests().slice(before);
    expect(asked?.get('sort')).toBe('lowest');
    expect(asked?.get('score')).toBe('2');
    expect(asked?.get('page')).toBe('1');
  });
});
