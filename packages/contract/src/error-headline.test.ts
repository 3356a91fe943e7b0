import { describe, expect, it } from 'vitest';
import { errorMessage, valueIssueMessage } from './error-catalog.js';
import { errorHeadline } from './error-headline.js';
import { packageIssueMessage } from './package-issue-kinds.js';

describe('errorHeadline', () => {
  it("is the code's words when the refusal names no field", () => {
    expect(errorHeadline('CATEGORY_NOT_FOR_TYPE', undefined, 'ko')).toBe(
      errorMessage('CATEGORY_NOT_FOR_TYPE', 'ko'),
    );
    expect(errorHeadline('INVALID_REQUEST', [], 'en')).toBe(errorMessage('INVALID_REQUEST', 'en'));
  });

  it("heads a refused package by its leading finding, the zip's before the manifest's", () => {
    const description = {
      field: 'manifest.json',
      code: 'MANIFEST_DESCRIPTION_TOO_LONG',
      message: packageIssueMessage('MANIFEST_DESCRIPTION_TOO_LONG', 'en', {
        path: 'manifest.json',
        values: { length: '150' },
      }),
    };
    expect(errorHeadline('INVALID_PACKAGE', [description], 'en')).toBe(
      'The description in manifest.json is 150 characters long; the store accepts at most 132. Shorten it and upload the package again.',
    );
    const traversal = { field: '../x.js', code: 'ZIP_PATH_TRAVERSAL', message: 'Outside.' };
    expect(errorHeadline('INVALID_PACKAGE', [description, traversal], 'en')).toBe('Outside.');
    expect(
      errorHeadline('INVALID_PACKAGE', [{ field: '', code: 'ELSE', message: 'x' }], 'ko'),
    ).toBe(errorMessage('INVALID_PACKAGE', 'ko'));
  });

  it("takes the first field's words when they say more than the code's", () => {
    const fields = [
      { field: 'email', code: 'creator.email.invalid', message: 'Check the email.' },
      { field: 'name', code: 'creator.name.required', message: 'Name it.' },
    ];
    expect(errorHeadline('INVALID_REQUEST', fields, 'en')).toBe('Check the email.');
    // A review request names every missing field; its headline stays the first one's code.
    const missing = [
      {
        field: 'category',
        code: 'REQUIRED_CATEGORY',
        message: errorMessage('REQUIRED_CATEGORY', 'en'),
      },
      { field: 'slides', code: 'REQUIRED_SCREENSHOTS', message: 'Add at least one screenshot.' },
    ];
    expect(errorHeadline('REQUIRED_CATEGORY', missing, 'en')).toBe('Select a category.');
  });

  it('names the fields of an INVALID_REQUEST whose words are only the generic ones', () => {
    const generic = (field: string) => ({
      field,
      code: `x.${field}.invalid`,
      message: errorMessage('INVALID_REQUEST', 'ko'),
    });
    expect(errorHeadline('INVALID_REQUEST', [generic('type'), generic('ids')], 'ko')).toBe(
      '요청을 처리할 수 없습니다. “type”, “ids” 값을 확인해 주세요.',
    );
    expect(
      errorHeadline(
        'INVALID_REQUEST',
        [{ ...generic('type'), message: errorMessage('INVALID_REQUEST', 'en') }],
        'en',
      ),
    ).toBe('The request was refused: check “type”.');
  });
});

describe('valueIssueMessage', () => {
  it('words a refused value with its field and limit in both languages', () => {
    expect(valueIssueMessage('tooLong', 'en', { field: 'description.ko', limit: 16000 })).toBe(
      '“description.ko” may be at most 16000 characters long.',
    );
    expect(valueIssueMessage('wrongType', 'ko', { field: 'score', expected: 'number' })).toBe(
      '“score”에는 숫자 값을 넣어야 합니다.',
    );
    expect(valueIssueMessage('notOneOf', 'en', { field: 'sort', values: ['new', 'top'] })).toBe(
      '“sort” must be one of: “new”, “top”.',
    );
  });
});
