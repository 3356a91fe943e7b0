import { CODE_HINT_EXCERPT_MAX } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  fileSignals,
  isMinified,
  isObfuscated,
  remoteCodeHints,
  scannedKindOf,
} from './code-heuristics.js';

const READABLE = Array.from(
  { length: 80 },
  (_, index) => `function step${index}(value) {\n  return value + ${index};\n}\n`,
).join('\n');
const MINIFIED = Array.from(
  { length: 200 },
  (_, index) => `function f${index}(a){return a+${index}}`,
).join(';');

describe('minified', () => {
  it('is long lines with little white space, and only past a kilobyte', () => {
    expect(isMinified(MINIFIED)).toBe(true);
    expect(isMinified(READABLE)).toBe(false);
    expect(isMinified(MINIFIED.slice(0, 900))).toBe(false);
    // A long line of prose is not minified code: it has its spaces.
    expect(isMinified('word '.repeat(400))).toBe(false);
  });
});

describe('obfuscated', () => {
  it('is a density of escapes and obfuscator names, not the odd one', () => {
    const encoded = Array.from({ length: 40 }, () => "'\\x68\\x69'").join(',');
    expect(isObfuscated(`var _0x4f2a=[${encoded}];`)).toBe(true);
    const names = Array.from({ length: 40 }, (_, index) => `_0x${(0xa000 + index).toString(16)}()`);
    expect(isObfuscated(names.join(';'))).toBe(true);
    expect(isObfuscated(`${READABLE}\nconst arrow = '\\u2192';\n`)).toBe(false);
  });
});

describe('remote code hints', () => {
  const patterns = (text: string) => remoteCodeHints(text, 50).hints.map((hint) => hint.pattern);

  it('finds evaluated strings and remote scripts', () => {
    expect(patterns('window.eval(code)')).toEqual(['eval']);
    expect(patterns('const f = new Function("a", "return a")')).toEqual(['newFunction']);
    expect(patterns("setInterval('tick()', 5)")).toEqual(['stringTimer']);
    expect(patterns('<script async src="//cdn.example.com/a.js"></script>')).toEqual([
      'remoteScript',
    ]);
    expect(patterns("import { a } from 'https://esm.sh/a';")).toEqual(['remoteImport']);
    expect(patterns("importScripts('https://example.com/worker.js')")).toEqual(['remoteImport']);
    expect(patterns('chrome.scripting.executeScript({ target, code: text })')).toEqual([
      'executeScriptCode',
    ]);
  });

  it('leaves alone what only looks alike', () => {
    expect(
      patterns(
        [
          'evaluate(x); myeval(y); retrieval(z);',
          'setTimeout(() => run(), 10);',
          '<script src="popup.js"></script>',
          "import { local } from './local.js';",
          'chrome.scripting.executeScript({ target, files: ["a.js"] });',
          'const Function = 1;',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('numbers lines and cuts long ones around the match', () => {
    const line = `${'a=1;'.repeat(200)}eval(payload);${'b=2;'.repeat(200)}`;
    const { hints, total } = remoteCodeHints(`// first\n${line}\n`, 50);
    expect(total).toBe(1);
    expect(hints[0]?.line).toBe(2);
    expect(hints[0]?.excerpt.length).toBeLessThanOrEqual(CODE_HINT_EXCERPT_MAX);
    expect(hints[0]?.excerpt).toContain('eval(payload)');
  });

  it('keeps at most the limit and counts the rest', () => {
    const { hints, total } = remoteCodeHints('eval(a);\neval(b);\neval(c);\n', 2);
    expect(hints.map((hint) => hint.line)).toEqual([1, 2]);
    expect(total).toBe(3);
  });
});

describe('what is read how', () => {
  it('reads scripts and pages for code, style sheets only for minification', () => {
    expect(scannedKindOf('a/b.min.js')).toBe('script');
    expect(scannedKindOf('popup.HTML')).toBe('page');
    expect(scannedKindOf('style.css')).toBe('style');
    expect(scannedKindOf('data.json')).toBeNull();
    const css = `${'.a{color:red}'.repeat(200)}/* eval( */`;
    expect(fileSignals(css, 'style', 20)).toMatchObject({ minified: true, hints: [] });
    // A page is judged by its scripts, not by how its markup is laid out.
    expect(fileSignals(MINIFIED, 'page', 20).minified).toBe(false);
  });
});
