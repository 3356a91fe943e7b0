import type { ProductDetail } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { ITEM_ID, product } from '../features/developer/api/publishing-fixtures';
import type { SidebarData } from '../features/sidebar/sidebar-loader';
import { createI18n } from '../i18n';
import { store } from '../i18n/areas/store.ko';
import { ko } from '../i18n/ko';
import { ApiError } from '../lib/api-error';
import { describePage } from './page-head';

const i18n = createI18n('ko', ko);
i18n.addMessages('ko', store);
const t = i18n.t;

function head(loaderData: SidebarData) {
  return describePage({ routePath: 'sidebar/*', params: {}, loaderData, t, language: 'ko' });
}

const notFound = new ApiError({ code: 'EXTENSION_NOT_FOUND', status: 404, message: 'no' });

describe('the head of a sidebar page', () => {
  it('keeps every sidebar page out of search engines and names it', () => {
    const home = head({
      page: 'home',
      banners: { data: [] },
      categories: { data: [] },
      popular: { error: notFound },
      fresh: { error: notFound },
    });
    expect(home).toMatchObject({ title: '사이드바 스토어', noindex: true, notFound: false });
    const category = head({
      page: 'category',
      category: 'productivity',
      tab: 'new',
      categories: { data: [{ code: 'productivity', name: '생산성' }] },
      list: { error: notFound },
    });
    expect(category.title).toBe('생산성');
    expect(head({ page: 'mobile', sites: { data: [] } }).title).toBe('모바일 웹사이트');
  });

  it('names an item’s page by its name in the page’s language, and a missing one as such', () => {
    const item = {
      ...product({
        localizations: [{ locale: 'ko', name: '탭 정리', shortDescription: null, description: '' }],
      }),
      crxUrl: null,
    } as unknown as ProductDetail;
    const ratings = { error: notFound };
    const shown = head({
      page: 'detail',
      extensionId: ITEM_ID,
      product: { data: item },
      ratings,
      ratingsAnonymous: true,
    });
    expect(shown).toMatchObject({ title: '탭 정리', noindex: true, notFound: false });
    const missing = head({
      page: 'detail',
      extensionId: ITEM_ID,
      product: { error: notFound },
      ratings,
      ratingsAnonymous: true,
    });
    expect(missing).toMatchObject({ notFound: true, noindex: true });
  });
});
