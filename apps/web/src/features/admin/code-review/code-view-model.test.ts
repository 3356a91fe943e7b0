import type { ChangedFile, PackageTreeFile } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  buildFileTree,
  changesViewPath,
  codeViewPath,
  countChanges,
  DEFAULT_FILE,
  foldersOf,
  readChangesFile,
  readCodeAddress,
} from './code-view-model';

const file = (path: string): PackageTreeFile => ({ path, size: 1, kind: 'text' });

describe('the address of the Code view', () => {
  it('names the package and the file, and opens the manifest by default', () => {
    expect(readCodeAddress(new URLSearchParams('package=published&file=js/a.js'))).toEqual({
      choice: 'published',
      file: 'js/a.js',
    });
    expect(readCodeAddress(new URLSearchParams('package=draft'))).toEqual({
      choice: null,
      file: DEFAULT_FILE,
    });
  });

  it('is written back the way it is read', () => {
    const path = codeViewPath('a'.repeat(32), { choice: 'submitted', file: 'dir/a b.js' });
    expect(path).toBe(`/admin/items/${'a'.repeat(32)}/code?package=submitted&file=dir%2Fa+b.js`);
    const search = new URLSearchParams(path.split('?')[1]);
    expect(readCodeAddress(search)).toEqual({ choice: 'submitted', file: 'dir/a b.js' });
    expect(codeViewPath('a'.repeat(32), { choice: null })).toBe(
      `/admin/items/${'a'.repeat(32)}/code`,
    );
    expect(readChangesFile(new URLSearchParams(changesViewPath('x', 'm.json').split('?')[1]))).toBe(
      'm.json',
    );
    expect(changesViewPath('x')).toBe('/admin/items/x/changes');
  });
});

describe('the file tree', () => {
  it('puts files in their folders, folders first, both in name order', () => {
    const root = buildFileTree([
      file('manifest.json'),
      file('js/popup.js'),
      file('_locales/ko/messages.json'),
      file('js/background.js'),
      file('_locales/en/messages.json'),
      file('LICENSE'),
    ]);
    expect(root.folders.map((folder) => folder.path)).toEqual(['_locales', 'js']);
    expect(root.files.map((entry) => entry.path)).toEqual(['LICENSE', 'manifest.json']);
    expect(root.folders[0]?.folders.map((folder) => folder.path)).toEqual([
      '_locales/en',
      '_locales/ko',
    ]);
    expect(root.folders[1]?.files.map((entry) => entry.path)).toEqual([
      'js/background.js',
      'js/popup.js',
    ]);
  });

  it('opens the folders of the open file', () => {
    expect(foldersOf('_locales/en/messages.json')).toEqual(['_locales', '_locales/en']);
    expect(foldersOf('manifest.json')).toEqual([]);
  });
});

describe('the changes', () => {
  it('are counted by status', () => {
    const change = (status: ChangedFile['status']): ChangedFile => ({
      path: status,
      status,
      kind: 'text',
      size: 1,
      linesAdded: 1,
      linesRemoved: 0,
    });
    expect(countChanges([change('added'), change('changed'), change('changed')])).toEqual({
      added: 1,
      removed: 0,
      changed: 2,
    });
  });
});
