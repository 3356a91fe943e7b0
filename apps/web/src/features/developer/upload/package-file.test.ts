import { ERRORS } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { ITEM_ID } from '../api/publishing-fixtures';
import { packageFileProblem, readUploadTarget } from './package-file';

describe('package file checks', () => {
  it('accepts zips with a plain name, whatever the case of the extension', () => {
    for (const name of ['my-extension.zip', 'ext,1.2.3.ZIP', 'A.b-C.zip', 'x.Zip']) {
      expect(packageFileProblem(name), name).toBeNull();
    }
  });

  it('names CRX and WHX archives as such', () => {
    expect(packageFileProblem('build.crx')).toBe('CRX_NOT_ACCEPTED');
    expect(packageFileProblem('BUILD.CRX')).toBe('CRX_NOT_ACCEPTED');
    expect(packageFileProblem('build.whx')).toBe('WHX_NOT_ACCEPTED');
    expect(ERRORS.CRX_NOT_ACCEPTED.en).toMatch(/CRX/);
    expect(ERRORS.WHX_NOT_ACCEPTED.en).toMatch(/WHX/);
  });

  it('refuses anything else that is not a zip, before looking at the name', () => {
    for (const name of ['build.tar.gz', 'manifest.json', 'zip', 'build.zip.txt', 'bad name.7z']) {
      expect(packageFileProblem(name), name).toBe('INVALID_FILE_EXTENSION');
    }
  });

  it('refuses names with characters other than letters, digits, - , and .', () => {
    for (const name of ['my extension.zip', 'ext_1.zip', '확장.zip', 'a+b.zip', '(1).zip']) {
      expect(packageFileProblem(name), name).toBe('INVALID_FILE_NAME');
    }
    expect(packageFileProblem(`${'a'.repeat(252)}.zip`)).toBe('INVALID_FILE_NAME');
    expect(packageFileProblem(`${'a'.repeat(251)}.zip`)).toBeNull();
  });

  it('reads upload addresses: draft, an item id, or nothing', () => {
    expect(readUploadTarget('draft')).toEqual({ kind: 'new' });
    expect(readUploadTarget(ITEM_ID)).toEqual({ kind: 'update', extensionId: ITEM_ID });
    for (const id of [undefined, '', 'Draft', 'abc', `${ITEM_ID}a`, 'z'.repeat(32)]) {
      expect(readUploadTarget(id), String(id)).toBeNull();
    }
  });
});
