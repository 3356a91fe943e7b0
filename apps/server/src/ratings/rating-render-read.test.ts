import { RATINGS_PAGE_SIZE, RatingListQuery, XSSI_PREFIX } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { signedInUsers } from '../test/factories.js';
import {
  anonymous,
  hide,
  item,
  rate,
  ratingsOf,
  t,
  useRatingsApp,
} from '../test/public-ratings.js';
import { findRatedItem, loadRatingPage, visibleItem } from './rating-queries.js';

/* A rendered detail page reads an item's ratings from the route's command, not a request. */

useRatingsApp();

/** What a rendered page's read answers for the address, or null when the route must answer. */
async function renderRead(pathAndQuery: string): Promise<string | null> {
  const url = new URL(pathAndQuery, 'http://lagoon');
  return t.app.renderReads.answer(url.pathname, url.searchParams);
}

/** The route's answer to an anonymous visitor, its JSON without the XSSI prefix. */
async function routeBody(pathAndQuery: string) {
  const response = await anonymous.get(pathAndQuery);
  expect(response.body.startsWith(XSSI_PREFIX)).toBe(true);
  return { status: response.statusCode, body: response.body.slice(XSSI_PREFIX.length) };
}

describe("a rendered page's ratings read", () => {
  it("is the route's answer byte for byte, for a rated and an unrated item, in both languages", async () => {
    const rated = await item();
    const raters = await signedInUsers(t, 5);
    const scores = [5, 3, 5, 1, 4];
    const ids: string[] = [];
    for (const [index, score] of scores.entries()) {
      const text = index % 2 === 0 ? `Review ${index}` : undefined;
      ids.push((await rate(raters[index]!.client, rated, score, text)).ratingId);
    }
    await hide(ids[1]!);
    const unrated = await item();

    const queries = [
      '?sort=recent&page=0&hl=en',
      '?sort=recent&page=0&hl=ko',
      '?hl=en',
      '?sort=helpful&hl=ko',
      '?sort=highest&hl=en',
      '?sort=lowest&page=0&hl=en',
      '?score=5&hl=en',
      '?score=3&hl=ko',
      '?size=2&page=1&hl=en',
      '?size=2&page=5&hl=ko',
      '?score=5&size=1&page=1&hl=en',
    ];
    for (const itemId of [rated, unrated]) {
      for (const query of queries) {
        const address = `${ratingsOf(itemId)}${query}`;
        const route = await routeBody(address);
        expect(route.status, address).toBe(200);
        expect(await renderRead(address), address).toBe(route.body);
        // The same as the page read the item and its ratings apart, for an anonymous visitor.
        const view = RatingListQuery.parse(
          Object.fromEntries(new URL(address, 'http://x').searchParams),
        );
        const found = visibleItem(await findRatedItem(t.database.db, itemId));
        expect(JSON.parse(route.body), address).toEqual(
          await loadRatingPage(t.database.db, found, null, view),
        );
      }
    }

    const first = JSON.parse((await renderRead(`${ratingsOf(rated)}?sort=recent&page=0&hl=en`))!);
    expect(first.summary).toMatchObject({ count: 4, countPerStar: { 5: 2, 3: 0 }, reviewCount: 3 });
    expect(first.ratings.map((entry: { ratingId: string }) => entry.ratingId)).toEqual([
      ids[4],
      ids[3],
      ids[2],
      ids[0],
    ]);
    expect(first).toMatchObject({ totalCount: 4, page: 0, size: RATINGS_PAGE_SIZE, mine: null });
    const none = JSON.parse((await renderRead(`${ratingsOf(unrated)}?hl=ko`))!);
    expect(none).toMatchObject({ ratings: [], totalCount: 0, summary: { count: 0 } });
  });

  it('leaves refusals and unusual addresses to the route', async () => {
    const tester = await item({ visibility: 'TRUSTED_TESTER' });
    const address = `${ratingsOf(tester)}?hl=en`;
    expect(await renderRead(address)).toBeNull();
    expect((await routeBody(address)).status).toBe(404);
    expect(await renderRead(`${ratingsOf('a'.repeat(32))}?hl=en`)).toBeNull();

    const live = await item();
    for (const query of [
      '?sort=recent&sort=helpful&hl=en',
      '?hl=en&x=1',
      '?page=-1&hl=en',
      '?sort=best',
    ]) {
      expect(await renderRead(`${ratingsOf(live)}${query}`), query).toBeNull();
    }
  });
});
