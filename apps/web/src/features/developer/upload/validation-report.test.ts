import { packageIssueMessage } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { refusalHeadline, refusalView, reportView } from './validation-report';

describe('validation report', () => {
  it('lists errors before warnings, package-wide findings first, then by path and code', () => {
    const view = reportView({
      errors: [
        { code: 'ICON_FILE_MISSING', severity: 'error', message: 'icon', path: 'icons/b.png' },
        { code: 'MANIFEST_NAME_MISSING', severity: 'error', message: 'name', path: null },
        { code: 'ICON_FILE_MISSING', severity: 'error', message: 'icon', path: 'icons/a.png' },
      ],
      warnings: [
        { code: 'MANIFEST_V2', severity: 'warning', message: 'v2', path: 'manifest.json' },
        { code: 'DESCRIPTION_MISSING', severity: 'warning', message: 'desc', path: '' },
      ],
    });
    expect(view.errorCount).toBe(3);
    expect(view.warningCount).toBe(2);
    expect(view.entries.map((entry) => [entry.severity, entry.path, entry.code])).toEqual([
      ['error', null, 'MANIFEST_NAME_MISSING'],
      ['error', 'icons/a.png', 'ICON_FILE_MISSING'],
      ['error', 'icons/b.png', 'ICON_FILE_MISSING'],
      ['warning', null, 'DESCRIPTION_MISSING'],
      ['warning', 'manifest.json', 'MANIFEST_V2'],
    ]);
  });

  it('reads a refusal’s field issues as errors, the field being the zip path', () => {
    const view = refusalView([
      { field: '../evil.js', code: 'ZIP_PATH_TRAVERSAL', message: 'An entry points outside.' },
      { field: '', code: 'MANIFEST_MISSING', message: 'manifest.json was not found.' },
    ]);
    expect(view).toEqual({
      errorCount: 2,
      warningCount: 0,
      entries: [
        {
          severity: 'error',
          code: 'MANIFEST_MISSING',
          message: 'manifest.json was not found.',
          path: null,
        },
        {
          severity: 'error',
          code: 'ZIP_PATH_TRAVERSAL',
          message: 'An entry points outside.',
          path: '../evil.js',
        },
      ],
    });
  });

  it('is empty for a clean package', () => {
    expect(reportView({ errors: [], warnings: [] })).toEqual({
      entries: [],
      errorCount: 0,
      warningCount: 0,
    });
  });

  it('heads a refusal by the kind of its findings', () => {
    const version = [
      {
        field: 'manifest.json',
        code: 'VERSION_NOT_INCREASED',
        message: 'The version must be higher than 1.4.2, the published version; …',
      },
    ];
    expect(refusalHeadline(version, 'en', '1.4.2')).toBe('The version must be higher than 1.4.2');
    expect(refusalHeadline(version, 'ko', '1.4.2')).toBe('버전은 1.4.2보다 높아야 합니다');
    expect(refusalHeadline(version, 'en', '1.4.2')).not.toMatch(/could not be read/);
    expect(refusalHeadline([{ field: '', code: 'ZIP_UNREADABLE', message: '' }], 'en', null)).toBe(
      'The file is not a usable zip',
    );
    expect(
      refusalHeadline(
        [{ field: 'my-extension/manifest.json', code: 'MANIFEST_IN_FOLDER', message: '' }],
        'en',
        null,
      ),
    ).toBe('Zip the contents of the folder, not the folder itself');
    expect(
      refusalHeadline(
        [{ field: 'manifest.json', code: 'MANIFEST_INVALID_JSON', message: '' }],
        'en',
        null,
      ),
    ).toBe('manifest.json has a problem');
    expect(
      refusalHeadline([{ field: '', code: 'SOMETHING_ELSE', message: '' }], 'en', null),
    ).toBeNull();
    // "manifest.json has a problem" only says where to look: its first finding heads instead.
    const tooLong = packageIssueMessage('MANIFEST_DESCRIPTION_TOO_LONG', 'en', {
      path: 'manifest.json',
      values: { length: '140' },
    });
    expect(tooLong).toContain('132');
    expect(
      refusalHeadline(
        [
          { field: '', code: 'ICON_FILE_MISSING', message: 'An icon is missing.' },
          { field: 'manifest.json', code: 'MANIFEST_DESCRIPTION_TOO_LONG', message: tooLong },
        ],
        'en',
        null,
      ),
    ).toBe(tooLong);
  });
});
