import { ERRORS, type ErrorCode, errorMessage, XSSI_PREFIX } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { ITEM_ID, itemDetail } from '../api/publishing-fixtures';
import { progressPercent, readUploadResponse, uploadPath } from './upload-package';

const inLanguage = (language: string) => (code: ErrorCode) => errorMessage(code, language);

const result = {
  extensionId: ITEM_ID,
  item: itemDetail(),
  report: {
    errors: [],
    warnings: [
      { code: 'MANIFEST_V2', severity: 'warning', message: 'Manifest V2…', path: 'manifest.json' },
    ],
  },
  manifestVersion: 2,
};

function thrown(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('package upload', () => {
  it('posts new items to /upload and updates to the item', () => {
    expect(uploadPath(null)).toBe('/creator/api/extensions/upload');
    expect(uploadPath(ITEM_ID)).toBe(`/creator/api/extensions/${ITEM_ID}/upload`);
  });

  it('reads an accepted package behind the XSSI prefix', () => {
    const read = readUploadResponse(
      201,
      `${XSSI_PREFIX}${JSON.stringify(result)}`,
      inLanguage('en'),
    );
    expect(read.extensionId).toBe(ITEM_ID);
    expect(read.manifestVersion).toBe(2);
    expect(read.report.warnings[0]?.code).toBe('MANIFEST_V2');
  });

  it('turns a refusal into an ApiError with the report’s errors as fields', () => {
    const body = {
      error: {
        code: 'INVALID_PACKAGE',
        message: ERRORS.INVALID_PACKAGE.ko,
        status: 400,
        fields: [{ field: '../x.js', code: 'ZIP_PATH_TRAVERSAL', message: '패키지 밖…' }],
      },
    };
    const error = thrown(() =>
      readUploadResponse(400, `${XSSI_PREFIX}${JSON.stringify(body)}`, inLanguage('ko')),
    );
    expect(error.code).toBe('INVALID_PACKAGE');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual(body.error.fields);
  });

  it('keeps the status code’s meaning when the body is not ours (a proxy’s 413 page)', () => {
    const error = thrown(() => readUploadResponse(413, '<html>Too large</html>', inLanguage('en')));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toBe(ERRORS.PAYLOAD_TOO_LARGE.en);
  });

  it('refuses a success whose body is not JSON, in the interface language', () => {
    const error = thrown(() => readUploadResponse(201, 'not json', inLanguage('ko')));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(error.message).toBe(ERRORS.INTERNAL_ERROR.ko);
  });

  it('reports progress as a whole percentage, unknown without a total', () => {
    expect(progressPercent({ loaded: 0, total: 200 })).toBe(0);
    expect(progressPercent({ loaded: 101, total: 200 })).toBe(51);
    expect(progressPercent({ loaded: 200, total: 200 })).toBe(100);
    expect(progressPercent({ loaded: 250, total: 200 })).toBe(100);
    expect(progressPercent({ loaded: 10, total: 0 })).toBeNull();
  });
});
