import { describe, expect, it } from 'vitest';
import {
  isSafeSegment,
  patternEntryCandidates,
  resolveFilePath,
  resolveFolderPath,
  resolveUrlFile,
} from './manifest-paths.js';

const file = (path: string) => ({ ok: true, path });
const invalid = { ok: false };

describe('resolveFilePath (content scripts, icons, rulesets)', () => {
  it('reads plain relative paths, one leading slash and repeated slashes as Chromium does', () => {
    expect(resolveFilePath('scripts/content.js')).toEqual(file('scripts/content.js'));
    expect(resolveFilePath('/scripts/content.js')).toEqual(file('scripts/content.js'));
    expect(resolveFilePath('scripts//content.js')).toEqual(file('scripts/content.js'));
    expect(resolveFilePath('my script.js')).toEqual(file('my script.js'));
    // No percent-decoding: the file is named with the escape.
    expect(resolveFilePath('a%20b.js')).toEqual(file('a%20b.js'));
    expect(resolveFilePath('스크립트/내용.js')).toEqual(file('스크립트/내용.js'));
  });

  it('refuses what GetResource refuses', () => {
    for (const path of [
      '',
      '//content.js',
      './content.js',
      'scripts/../content.js',
      '.hidden.js',
      'content.js.',
      'content.js ',
      'scripts/',
      'scripts\\content.js',
      'con.js',
      'scripts/NUL',
      'desktop.ini',
      'content~1.js',
      'a:b.js',
      'what?.js',
      'a*.js',
      'link.lnk',
      'zero\u200bwidth.js',
    ]) {
      expect(resolveFilePath(path), path).toEqual(invalid);
    }
  });
});

describe('resolveUrlFile (service worker, popup, options, overrides)', () => {
  it('resolves the path as a URL in the extension, then decodes it', () => {
    expect(resolveUrlFile('dist/background.js')).toEqual(file('dist/background.js'));
    expect(resolveUrlFile('/dist/background.js')).toEqual(file('dist/background.js'));
    expect(resolveUrlFile('./dist/background.js')).toEqual(file('dist/background.js'));
    expect(resolveUrlFile('dist/../background.js')).toEqual(file('background.js'));
    expect(resolveUrlFile('../../popup.html')).toEqual(file('popup.html'));
    expect(resolveUrlFile('popup.html?tab=1#top')).toEqual(file('popup.html'));
    expect(resolveUrlFile('my%20popup.html')).toEqual(file('my popup.html'));
    expect(resolveUrlFile('my popup.html')).toEqual(file('my popup.html'));
    expect(resolveUrlFile('%ED%8C%9D%EC%97%85.html')).toEqual(file('팝업.html'));
    expect(resolveUrlFile('pages\\popup.html')).toEqual(file('pages/popup.html'));
  });

  it('refuses escaped separators, control characters and unusable names', () => {
    for (const path of [
      '',
      '/',
      'a%2Fb.html',
      'a%5Cb.html',
      'a%00.html',
      '.popup.html',
      '%FF.html',
    ]) {
      expect(resolveUrlFile(path), path).toEqual(invalid);
    }
  });
});

describe('resolveFolderPath (theme images, managed schema)', () => {
  it('lets the file system resolve "." and ".." inside the package', () => {
    expect(resolveFolderPath('./images/frame.png')).toEqual(file('images/frame.png'));
    expect(resolveFolderPath('images/../frame.png')).toEqual(file('frame.png'));
    expect(resolveFolderPath('../frame.png')).toEqual(invalid);
    expect(resolveFolderPath('images/')).toEqual(invalid);
  });
});

describe('path segments and pattern entries', () => {
  it('accepts ordinary names', () => {
    for (const name of ['a.js', 'Popup.HTML', 'icon-16.png', 'é.css', 'v1.2.3.js', '_locales']) {
      expect(isSafeSegment(name), name).toBe(true);
    }
  });

  it('offers an entry as written and percent-decoded', () => {
    expect(patternEntryCandidates('/inject.js')).toEqual(['inject.js']);
    expect(patternEntryCandidates('my%20file.js')).toEqual(['my%20file.js', 'my file.js']);
    expect(patternEntryCandidates('///')).toEqual([]);
  });
});
