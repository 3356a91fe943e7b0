import type { CreatorItem, CreatorItemDetail, PackageInfo, Product } from '@lagoon/contract';

/** Developer items as the publishing API answers them, for unit tests of the web's logic. */
export const ITEM_ID = 'abcdefghijklmnopabcdefghijklmnop';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    extensionId: ITEM_ID,
    name: 'Tab Tidy',
    shortDescription: null,
    description: 'Keeps tabs tidy.',
    changeLog: null,
    icon: '/files/icon.png',
    image: null,
    category: null,
    productType: 'extension',
    provider: null,
    byWhale: false,
    matureContent: false,
    regions: ['all'],
    defaultLocale: 'en',
    displayLocale: 'en',
    localizations: [],
    review: 'PREPARE_FOR_SUBMISSION',
    status: 'TRUSTED_TESTER',
    blocked: false,
    slides: [],
    score: 0,
    version: '1.0.0',
    manifestVersion: 3,
    size: 1000,
    usercount: 0,
    downloadcount: 0,
    reviewCount: 0,
    likeCount: 0,
    updateAt: '2026-11-01T10:00:00.000Z',
    createAt: '2026-11-01T10:00:00.000Z',
    developer: null,
    storeLink: null,
    pick: false,
    hasFeature: false,
    theme: null,
    webApp: null,
    ...overrides,
  };
}

export function itemDetail(overrides: Partial<CreatorItemDetail> = {}): CreatorItemDetail {
  return {
    ...product(),
    draft: null,
    product: null,
    texts: [],
    images: [],
    package: null,
    publishedPackage: null,
    published: false,
    hasDraft: true,
    firstApprovedAt: null,
    lastApprovedAt: null,
    reviewNote: null,
    ...overrides,
  };
}

export function creatorItem(overrides: Partial<CreatorItem> = {}): CreatorItem {
  return {
    extensionId: ITEM_ID,
    name: 'Tab Tidy',
    icon: null,
    productType: 'extension',
    review: 'PREPARE_FOR_SUBMISSION',
    status: 'TRUSTED_TESTER',
    published: false,
    hasDraft: true,
    blocked: false,
    version: '1.0.0',
    webUrl: null,
    updateAt: '2026-11-01T10:00:00.000Z',
    firstApprovedAt: null,
    lastApprovedAt: null,
    reviewNote: null,
    ...overrides,
  };
}

/** A checked package as the editor shows it; `sha256` tells packages apart. */
export function packageInfo(sha256: string, version = '1.0.0'): PackageInfo {
  return {
    fileName: 'tab-tidy.zip',
    version,
    manifestVersion: 3,
    size: 1000,
    sha256,
    permissions: [],
    hostPermissions: [],
    report: { errors: [], warnings: [] },
    uploadedAt: '2026-11-01T10:00:00.000Z',
  };
}
