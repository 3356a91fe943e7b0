import type { ProductDetail } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { productDetailQueryOptions } from '../features/detail/api/get-product-detail';
import { createI18n } from '../i18n';
import { en } from '../i18n/en';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { describePage, snippet } from './page-head';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

const product = {
  extensionId: ID,
  name: 'Tab Tidy',
  shortDescription: null,
  description: 'Keeps   your tabs\n tidy.',
  icon: '/files/icon.png',
  image: null,
  productType: 'extension',
  localizations: [{ locale: 'ko', name: '탭 정리', description: '탭을 정리합니다.' }],
  score: 4.5,
  reviewCount: 12,
  version: '1.2.0',
} as unknown as ProductDetail;

const t = createI18n('en', en).t;

function detailHead(
  setUp: (client: ReturnType<typeof createQueryClient>) => void,
  language: 'en' | 'ko' = 'en',
) {
  const queryClient = createQueryClient();
  setUp(queryClient);
  return describePage({
    routePath: 'detail/:extensionId/:mode?',
    params: { extensionId: ID },
    queryClient,
    t,
    language,
  });
}

describe('the head of a rendered page', () => {
  it('describes an item with its name, picture and rating in the page language', () => {
    const key = productDetailQueryOptions({
      extensionId: ID,
      preview: false,
      language: 'ko',
    }).queryKey;
    const head = detailHead((client) => client.setQueryData(key, product), 'ko');
    expect(head.title).toBe('탭 정리');
    expect(head.description).toBe('탭을 정리합니다.');
    expect(head.image).toBe('/files/icon.png');
    expect(head.jsonLd).toMatchObject({
      '@type': 'SoftwareApplication',
      name: '탭 정리',
      softwareVersion: '1.2.0',
      aggregateRating: { ratingValue: 4.5, ratingCount: 12 },
    });
    expect(head.notFound).toBe(false);
  });

  it('leaves the rating out while an item has none', () => {
    const key = productDetailQueryOptions({
      extensionId: ID,
      preview: false,
      language: 'en',
    }).queryKey;
    const head = detailHead((client) => client.setQueryData(key, { ...product, reviewCount: 0 }));
    expect(head.description).toBe('Keeps your tabs tidy.');
    expect(head.jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('marks a missing item as not found, and a failed read as not', async () => {
    const options = productDetailQueryOptions({ extensionId: ID, preview: false, language: 'en' });
    const failWith = (error: ApiError) => async (client: ReturnType<typeof createQueryClient>) =>
      client.prefetchQuery({ ...options, retry: false, queryFn: () => Promise.reject(error) });
    const queryClient = createQueryClient();
    await failWith(new ApiError({ code: 'EXTENSION_NOT_FOUND', status: 404, message: 'gone' }))(
      queryClient,
    );
    const missing = describePage({
      routePath: 'detail/:extensionId/:mode?',
      params: { extensionId: ID },
      queryClient,
      t,
      language: 'en',
    });
    expect(missing).toMatchObject({ title: 'Unable to access', notFound: true, jsonLd: null });

    const broken = createQueryClient();
    await failWith(new ApiError({ code: 'INTERNAL_ERROR', status: 500, message: 'oops' }))(broken);
    expect(
      describePage({
        routePath: 'detail/:extensionId/:mode?',
        params: { extensionId: ID },
        queryClient: broken,
        t,
        language: 'en',
      }).notFound,
    ).toBe(false);
  });

  it('names lists and searches in the page language', () => {
    const queryClient = createQueryClient();
    const list = describePage({
      routePath: 'extensions/:sort/:filter?',
      params: {},
      queryClient,
      t,
      language: 'en',
    });
    expect(list.title).toBe('Extensions');
    const search = describePage({
      routePath: 'search/:keyword?',
      params: { keyword: ' tab ' },
      queryClient,
      t,
      language: 'en',
    });
    expect(search.title).toBe('Results for “tab”');
  });

  it('cuts a long description at a word with an ellipsis', () => {
    const text = snippet('word '.repeat(60));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
  });
});
