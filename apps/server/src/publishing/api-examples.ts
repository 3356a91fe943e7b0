import {
  type ApiErrorBody,
  type CreatorItemDetail,
  ERROR_STATUS,
  type ErrorCode,
  errorMessage,
  type ItemPatch,
  type PackageInfo,
  type PackageUploadResult,
  type Product,
  tokenScopeMissingMessage,
  type ValidationReport,
} from '@lagoon/contract';
import type { ApiExample, CallDocs } from '../http/api-document.js';

/**
 * The publishing calls' examples in the OpenAPI document: one item, "Paper Trail", through a
 * release: created from a package, a new version uploaded, its listing saved, sent to review.
 * Typed by the contract, and checked against its schemas by api-docs.test.ts, so they cannot
 * drift from what the calls answer.
 */

const ID = 'dgpkgldbejbpihapcchenjkichhilblc';
const ICON = '/files/4bf9171efd84b4736739e5dc5ca8df859377a49d6825ace9ac699cdc9b64aa44.png';
const SLIDE = '/files/d60f0749c8c1333d9871e0f6c8a6b26115a3e6929bdc8af77442d8daf9b57bb7.png';
const IMAGE = '/files/99c492b7033ee35762f05a50fa78e79641972c8d98e446667e8397bcf41bef7e.png';

const WARNINGS: ValidationReport = {
  errors: [],
  warnings: [
    {
      code: 'BROAD_HOST_PERMISSIONS',
      severity: 'warning',
      message: 'The extension asks for access to all websites; reviews take longer.',
      path: 'manifest.json',
    },
  ],
};

function packageOf(version: string, uploadedAt: string): PackageInfo {
  return {
    fileName: 'paper-trail.zip',
    version,
    manifestVersion: 3,
    size: 48_213,
    sha256: '745ae90771a74808a2098d8780b12318c8e6c99c6fba3af038bb60f012425eff',
    permissions: ['storage'],
    hostPermissions: ['<all_urls>'],
    report: WARNINGS,
    uploadedAt,
  };
}

/** One side of the item (its draft or its published product) at a version and review state. */
function sideOf(version: string, review: Product['review'], listed: boolean): Product {
  return {
    extensionId: ID,
    name: 'Paper Trail',
    shortDescription: null,
    description: listed ? 'Keeps a trail of the pages you read.' : 'Keeps a trail of pages',
    changeLog: listed ? 'Trails can be exported.' : null,
    icon: ICON,
    image: listed ? IMAGE : null,
    category: listed ? { code: 'productivity', name: 'Productivity' } : null,
    productType: 'extension',
    provider: null,
    byWhale: false,
    matureContent: false,
    regions: ['all'],
    defaultLocale: 'en',
    displayLocale: 'en',
    localizations: [
      {
        locale: 'en',
        name: 'Paper Trail',
        shortDescription: null,
        description: listed ? 'Keeps a trail of the pages you read.' : 'Keeps a trail of pages',
      },
    ],
    review,
    status: 'LISTING',
    blocked: false,
    slides: listed
      ? [
          {
            url: SLIDE,
            locale: null,
            width: 1280,
            height: 800,
            createAt: '2026-10-01T08:10:00.000Z',
          },
        ]
      : [],
    score: 0,
    version,
    manifestVersion: 3,
    size: 48_213,
    usercount: listed ? 1_204 : 0,
    downloadcount: listed ? 1_530 : 0,
    reviewCount: 0,
    likeCount: 0,
    updateAt: '2026-11-02T09:14:05.118Z',
    createAt: '2026-10-01T08:00:00.000Z',
    developer: {
      creatorId: 'fef3f772-598e-4513-8576-073685877512',
      name: 'Trail Studio',
      email: 'hello@trail.example',
      homepage: 'https://trail.example',
    },
    storeLink: `https://store.example.com/detail/${ID}`,
    pick: false,
    hasFeature: false,
    theme: null,
    webApp: null,
  };
}

/**
 * The developer's view of the item: a new one (version 1.0.0, not yet submitted), or the live
 * 1.2.0 with 1.3.0 in its draft, waiting or in review.
 */
function itemOf(stage: 'new' | 'update' | 'inReview'): CreatorItemDetail {
  const live = stage === 'new' ? null : sideOf('1.2.0', 'READY_FOR_OPEN', true);
  const draft =
    stage === 'new'
      ? sideOf('1.0.0', 'PREPARE_FOR_SUBMISSION', false)
      : sideOf('1.3.0', stage === 'inReview' ? 'IN_REVIEW' : 'PREPARE_FOR_SUBMISSION', true);
  return {
    ...draft,
    draft,
    product: live,
    texts: [
      {
        locale: 'en',
        name: draft.name,
        shortDescription: null,
        description: draft.description,
        changeLog: draft.changeLog,
        ...(live ? { previousChangeLog: 'First release.' } : {}),
      },
    ],
    images: draft.image ? [draft.image] : [],
    iconSize: { width: 128, height: 128 },
    package: packageOf(draft.version!, '2026-11-02T09:14:05.118Z'),
    publishedPackage: live ? packageOf('1.2.0', '2026-10-20T10:30:00.000Z') : null,
    published: live !== null,
    hasDraft: live !== null,
    firstApprovedAt: live ? '2026-10-03T11:00:00.000Z' : null,
    lastApprovedAt: live ? '2026-10-21T15:42:10.000Z' : null,
    reviewNote: null,
  };
}

function uploadOf(item: CreatorItemDetail): PackageUploadResult {
  return { extensionId: ID, item, report: item.package!.report, manifestVersion: 3 };
}

function refusal(error: ApiErrorBody['error']): ApiErrorBody {
  return { error };
}

/** A refusal with the contract's own words for `code` (English, as without `hl`). */
function contractRefusal(
  code: ErrorCode,
  logref: string,
  fields?: ApiErrorBody['error']['fields'],
): ApiErrorBody {
  return refusal({
    code,
    message: fields?.[0]?.message ?? errorMessage(code, 'en'),
    status: ERROR_STATUS[code],
    logref,
    ...(fields ? { fields } : {}),
  });
}

const example = (summary: string, value: unknown): ApiExample => ({ summary, value });

const INVALID_PACKAGE = example(
  'A package with errors is refused; each finding is a field',
  refusal({
    code: 'INVALID_PACKAGE',
    message:
      'The description in manifest.json is 200 characters long; the store accepts at most 132. ' +
      'Shorten it and upload the package again.',
    status: 400,
    logref: '14eaba11-6c3e-4d3a-b676-e577a85c698d',
    fields: [
      {
        field: 'manifest.json',
        code: 'MANIFEST_DESCRIPTION_TOO_LONG',
        message:
          'The description in manifest.json is 200 characters long; the store accepts at most ' +
          '132. Shorten it and upload the package again.',
      },
    ],
  }),
);

const TOKEN_INVALID = example(
  'An unknown, revoked or expired token',
  contractRefusal('TOKEN_INVALID', '0b9e3a52-5d4e-4a61-9f1b-7f0c2f5b8c11'),
);

const PACKAGE_PARTS = {
  properties: {
    file: { type: 'string', format: 'binary', description: 'The extension package (.zip)' },
    filename: {
      type: 'string',
      description: 'The package’s name: letters, digits, hyphen, comma and period, ending .zip',
      example: 'paper-trail.zip',
    },
  },
  required: ['file'],
};

/** POST /creator/api/extensions/upload */
export const CREATE_FROM_PACKAGE_DOCS: CallDocs = {
  multipart: PACKAGE_PARTS,
  responses: {
    201: {
      examples: {
        created: example('A new item, with the warnings inspection found', uploadOf(itemOf('new'))),
      },
    },
    400: { description: 'The package is refused', examples: { invalidPackage: INVALID_PACKAGE } },
    401: { description: 'No valid token or session', examples: { tokenInvalid: TOKEN_INVALID } },
  },
};

/** POST /creator/api/extensions/{id}/upload */
export const NEW_VERSION_DOCS: CallDocs = {
  multipart: PACKAGE_PARTS,
  responses: {
    200: {
      examples: {
        uploaded: example(
          'Version 1.3.0 in the draft; 1.2.0 stays live until approval',
          uploadOf(itemOf('update')),
        ),
      },
    },
    400: { description: 'The package is refused', examples: { invalidPackage: INVALID_PACKAGE } },
    409: {
      description: 'The item cannot take a package now',
      examples: {
        inReview: example(
          'The draft is in review: wait for the decision (or withdraw it) first',
          contractRefusal('ALREADY_IN_REVIEW', 'c7d23f5c-92de-48cb-9843-63bfeeabdd56'),
        ),
      },
    },
  },
};

const listingPatch: ItemPatch = {
  description: {
    en: 'Keeps a trail of the pages you read.',
    ko: '읽은 페이지를 기록합니다.',
  },
  changeLog: { en: 'Trails can be exported.', ko: '기록을 내보낼 수 있습니다.' },
  category: 'productivity',
  regions: ['all'],
  status: 'LISTING',
};

/** PATCH /creator/api/extensions/{id}: the listing, its images, and the review request. */
export const SAVE_DRAFT_DOCS: CallDocs = {
  body: {
    listing: example('Listing texts per language, category, regions, visibility', listingPatch),
    images: example('Images uploaded through an upload session', {
      icon: ICON,
      slides: [{ url: SLIDE, locale: null }],
      image: [IMAGE],
    } satisfies ItemPatch),
    submit: example('Submit for review (needs the items:submit scope)', {
      review: 'IN_REVIEW',
    } satisfies ItemPatch),
  },
  responses: {
    200: {
      examples: {
        saved: example('The draft, saved', itemOf('update')),
        submitted: example('The draft, in review', itemOf('inReview')),
      },
    },
    400: {
      description: 'A field is refused, or the listing is not ready for review',
      examples: {
        notReady: example(
          'Review asked for while required fields are missing: each one is named',
          contractRefusal('REQUIRED_CATEGORY', '5a0f7e8c-1d2b-4c3d-9e4f-5a6b7c8d9e0f', [
            {
              field: 'category',
              code: 'REQUIRED_CATEGORY',
              message: errorMessage('REQUIRED_CATEGORY', 'en'),
            },
            {
              field: 'slides',
              code: 'REQUIRED_SCREENSHOTS',
              message: errorMessage('REQUIRED_SCREENSHOTS', 'en'),
            },
          ]),
        ),
      },
    },
    403: {
      description: 'The token lacks the scope the call needs',
      examples: {
        scopeMissing: example(
          'A token without items:submit asked for review',
          contractRefusal('TOKEN_SCOPE_MISSING', '2c4e6a8b-0d1f-4a3c-8e5b-7d9f1b3d5f70', [
            {
              field: 'scope',
              code: 'items:submit',
              message: tokenScopeMissingMessage('items:submit', 'en'),
            },
          ]),
        ),
      },
    },
  },
};

/** GET /creator/api/extensions/{id}: the review state and the versions. */
export const ITEM_STATUS_DOCS: CallDocs = {
  responses: {
    200: {
      examples: {
        inReview: example(
          'Live at 1.2.0 (product.version), 1.3.0 in review (draft.version, review IN_REVIEW)',
          itemOf('inReview'),
        ),
      },
    },
    404: {
      description: 'No item of the caller’s with this id',
      examples: {
        notFound: example(
          'Unknown id, or another developer’s item',
          contractRefusal('EXTENSION_NOT_FOUND', 'b5f1b464-e150-4dba-b585-1a80e238d09f'),
        ),
      },
    },
  },
};
