import { describe, expect, it } from 'vitest';
import { nextOffset } from './get-extensions';
import { readProducts } from './read-products';

const product = {
  extensionId: 'abcdefghijklmnopabcdefghijklmnop',
  name: 'Tab Tidy',
  shortDescription: null,
  description: 'Keeps tabs tidy.',
  changeLog: null,
  icon: '/files/icon.png',
  image: null,
  category: { code: 'productivity', name: 'Productivity' },
  productType: 'extension',
  provider: null,
  matureContent: false,
  regions: ['all'],
  defaultLocale: 'en',
  displayLocale: 'en',
  localizations: [],
  review: 'READY_FOR_OPEN',
  status: 'NOT_DEFINED',
  blocked: false,
  slides: [],
  score: 4.5,
  version: '1.0.0',
  size: 1000,
  usercount: 1234,
  downloadcount: 2000,
  reviewCount: 3,
  likeCount: 0,
  updateAt: '2026-01-01T00:00:00.000Z',
  createAt: '2025-01-01T00:00:00.000Z',
  developer: null,
  storeLink: null,
  pick: false,
  theme: null,
  webApp: null,
};

describe('product lists', () => {
  it('keeps products and skips error items and malformed rows', () => {
    const products = readProducts([product, { logref: 'x1', message: 'broken' }, { name: 1 }]);
    expect(products).toHaveLength(1);
    expect(products[0]?.name).toBe('Tab Tidy');
    // NOT_DEFINED visibility is read as TRUSTED_TESTER, missing flags as false.
    expect(products[0]?.status).toBe('TRUSTED_TESTER');
    expect(products[0]).toMatchObject({ byWhale: false, hasFeature: false });
    const [featured] = readProducts([{ ...product, byWhale: true, hasFeature: true }]);
    expect(featured).toMatchObject({ byWhale: true, hasFeature: true });
  });

  it('pages on while a full page came back', () => {
    const page = { products: [], offset: 20, size: 10, totalCount: 100 };
    expect(nextOffset({ ...page, receivedCount: 10 })).toBe(30);
    expect(nextOffset({ ...page, receivedCount: 9 })).toBeUndefined();
    expect(nextOffset({ ...page, receivedCount: 0 })).toBeUndefined();
    // The home's first read holds the highlighted items and a group; the next one group.
    const home = { products: [], offset: 0, size: 32, totalCount: 100 };
    expect(nextOffset({ ...home, receivedCount: 32 })).toBe(32);
    expect(nextOffset({ ...home, receivedCount: 31 })).toBeUndefined();
  });
});
