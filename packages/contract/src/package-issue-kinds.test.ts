import { describe, expect, it } from 'vitest';
import {
  PACKAGE_ISSUE_KIND_ORDER,
  PACKAGE_ISSUE_KINDS,
  packageIssueKind,
  packageIssueMessage,
  packageKindHeadline,
  refusalKind,
} from './package-issue-kinds.js';
import { PACKAGE_ISSUE_CODES, PACKAGE_ISSUES } from './package-issues.js';

describe('kinds of package findings', () => {
  it('gives every code a kind with a headline in both languages', () => {
    for (const code of PACKAGE_ISSUE_CODES) {
      const kind = packageIssueKind(code);
      expect(PACKAGE_ISSUE_KIND_ORDER, code).toContain(kind);
      expect(packageKindHeadline(kind, 'en'), code).not.toBe('');
      expect(packageKindHeadline(kind, 'ko'), code).not.toBe(packageKindHeadline(kind, 'en'));
    }
    // Every kind is used by at least one code.
    const used = new Set(PACKAGE_ISSUE_CODES.map(packageIssueKind));
    expect([...used].sort()).toEqual(Object.keys(PACKAGE_ISSUE_KINDS).sort());
  });

  it('groups the codes as a developer fixes them', () => {
    expect(packageIssueKind('ZIP_UNREADABLE')).toBe('zip');
    expect(packageIssueKind('ZIP_CORRUPT_ENTRY')).toBe('zip');
    expect(packageIssueKind('MANIFEST_IN_FOLDER')).toBe('folder');
    expect(packageIssueKind('ZIP_TOO_LARGE_UNCOMPRESSED')).toBe('limits');
    expect(packageIssueKind('MANIFEST_INVALID_JSON')).toBe('manifest');
    expect(packageIssueKind('VERSION_NOT_INCREASED')).toBe('version');
    expect(packageIssueKind('MANIFEST_V2_REFUSED')).toBe('platform');
    expect(packageIssueKind('ICON_FILE_MISSING')).toBe('icons');
  });

  it('heads a refusal with the first kind among its errors', () => {
    expect(refusalKind(['VERSION_NOT_INCREASED'])).toBe('version');
    expect(refusalKind(['ICON_FILE_MISSING', 'MANIFEST_NAME_MISSING'])).toBe('manifest');
    expect(refusalKind(['SOMETHING_NEW', 'ZIP_LINK'])).toBe('zip');
    expect(refusalKind(['SOMETHING_NEW'])).toBeNull();
    expect(packageKindHeadline('version', 'en', { published: '1.4.2' })).toBe(
      'The version must be higher than 1.4.2',
    );
    expect(packageKindHeadline('version', 'ko', { published: '1.4.2' })).toBe(
      '버전은 1.4.2보다 높아야 합니다',
    );
    expect(packageKindHeadline('version', 'en')).toBe(
      'The version must be higher than the published version',
    );
    expect(packageKindHeadline('zip', 'en')).toBe('The file is not a usable zip');
    expect(packageKindHeadline('manifest', 'en')).toBe('manifest.json has a problem');
  });
});

describe('words of a finding', () => {
  it('falls back to the plain words when a value is missing', () => {
    expect(packageIssueMessage('MANIFEST_KEY_IGNORED', 'en')).toBe(
      PACKAGE_ISSUES.MANIFEST_KEY_IGNORED.en,
    );
    expect(
      packageIssueMessage('MANIFEST_KEY_IGNORED', 'en', {
        values: { id: 'abcdefghijklmnopabcdefghijklmnop' },
      }),
    ).toContain(
      'the item’s id is the store’s (abcdefghijklmnopabcdefghijklmnop), not the one the key gave',
    );
  });

  it('lists grouped findings, with a generic form for codes without their own', () => {
    expect(packageIssueMessage('ICON_UNREADABLE', 'en', { items: ['a.png', 'b.png'] })).toBe(
      'The icon could not be read as an image. (2): a.png, b.png',
    );
    expect(packageIssueMessage('UNKNOWN_LOCALE', 'ko', { items: ['xx'], omitted: 3 })).toBe(
      '알 수 없는 언어 폴더: xx 외 3개 (4). 스토어에서 지원하지 않는 언어이므로 무시됩니다.',
    );
  });
});
