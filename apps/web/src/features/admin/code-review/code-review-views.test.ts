// @vitest-environment happy-dom
import type { FileDiff, Language, PackageFileView } from '@lagoon/contract';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { admin as adminEn } from '../../../i18n/areas/admin.en';
import { admin as adminKo } from '../../../i18n/areas/admin.ko';
import { mount as mountNode } from '../../../test/dom';
import { translatorWith } from '../../../test/render-route';
import { DiffView } from './diff-view';
import { FileViewer } from './file-viewer';
import { FlagChips } from './flag-chips';

/** Renders a node with the console's messages of a language, as the console has them. */
function mount(node: ReactNode, language: Language = 'en'): HTMLElement {
  return mountNode(
    node,
    translatorWith(language, { admin: language === 'ko' ? adminKo : adminEn }),
  );
}

const textFile = (path: string, text: string): PackageFileView => ({
  kind: 'text',
  path,
  size: text.length,
  packageId: 1,
  text,
});

describe('the file viewer', () => {
  it('numbers and highlights every line, and shows a page’s markup as text', () => {
    const page = '<!doctype html>\n<script>alert(document.cookie)</script>\n<p>hi</p>\n';
    const view = mount(createElement(FileViewer, { file: textFile('popup.html', page) }));
    const rows = [...view.querySelectorAll('[data-testid="code-file-text"] tbody tr')];
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['1', '2', '3']);
    expect(rows[1]?.lastElementChild?.textContent).toBe('<script>alert(document.cookie)</script>');
    // Shown, never made: no element of the file reaches the page.
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('p')?.textContent).not.toBe('hi');
    expect(view.querySelector('.hljs-tag, .hljs-name')).not.toBeNull();
    expect(view.textContent).toContain('3 lines');
  });

  it('says why a file is not shown, in both languages', () => {
    const binary: PackageFileView = { kind: 'binary', path: 'a.wasm', size: 2048, packageId: 1 };
    expect(mount(createElement(FileViewer, { file: binary })).textContent).toBe(
      'A binary file of 2 kB: it is not shown.',
    );
    const large: PackageFileView = {
      kind: 'tooLarge',
      path: 'big.js',
      size: 3 * 1024 * 1024,
      limit: 1024 * 1024,
      packageId: 1,
    };
    expect(mount(createElement(FileViewer, { file: large }), 'ko').textContent).toContain(
      '뷰어가 표시하는',
    );
  });
});

describe('the diff', () => {
  const diff: FileDiff = {
    extensionId: 'a'.repeat(32),
    path: 'app.js',
    status: 'changed',
    fromPackageId: 1,
    toPackageId: 2,
    comparable: true,
    reason: null,
    hunks: [
      {
        oldStart: 1,
        oldLines: 2,
        newStart: 1,
        newLines: 2,
        lines: [
          { type: 'context', text: 'const a = 1;', oldNumber: 1, newNumber: 1 },
          { type: 'removed', text: 'old();', oldNumber: 2, newNumber: null },
          { type: 'added', text: 'now();', oldNumber: null, newNumber: 2 },
        ],
      },
    ],
  };

  it('marks added and removed lines with a sign and words, not colour alone', () => {
    const view = mount(createElement(DiffView, { diff }));
    const rows = [...view.querySelectorAll('[data-testid="diff-line"]')];
    expect(rows.map((row) => row.getAttribute('data-type'))).toEqual([
      'context',
      'removed',
      'added',
    ]);
    expect(rows.map((row) => row.children[2]?.textContent)).toEqual([
      ' Unchanged line',
      '−Removed line',
      '+Added line',
    ]);
    expect(rows.map((row) => [row.children[0]?.textContent, row.children[1]?.textContent])).toEqual(
      [
        ['1', '1'],
        ['2', ''],
        ['', '2'],
      ],
    );
    const korean = mount(createElement(DiffView, { diff }), 'ko');
    expect(korean.querySelector('[data-type="added"]')?.children[2]?.textContent).toBe(
      '+추가된 줄',
    );
  });

  it('says when a file cannot be compared line by line', () => {
    const view = mount(
      createElement(DiffView, {
        diff: { ...diff, comparable: false, reason: 'tooLarge', hunks: [] },
      }),
    );
    expect(view.textContent).toBe('This file is too large to compare line by line.');
  });
});

describe('the flag chips', () => {
  it('name each flag, and say when the files are not read yet', () => {
    const view = mount(
      createElement(FlagChips, {
        flags: [{ kind: 'remoteCode', hints: [], omitted: 0 }, { kind: 'changeLogMissing' }],
        filesRead: false,
      }),
      'ko',
    );
    expect(
      [...view.querySelectorAll('[data-testid="flag-chip"]')].map((chip) => chip.textContent),
    ).toEqual(['원격 코드', '변경 내역 없음', '아직 파일을 확인하지 않음']);
    expect(mount(createElement(FlagChips, { flags: [] })).textContent).toBe('');
  });
});
