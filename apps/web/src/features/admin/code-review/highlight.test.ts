import { describe, expect, it } from 'vitest';
import {
  codeLanguageOf,
  HIGHLIGHT_MAX_CHARS,
  highlightLines,
  splitHighlightedLines,
} from './highlight';

describe('highlighting', () => {
  it('picks the language by the file’s extension', () => {
    expect(codeLanguageOf('js/background.MJS')).toBe('javascript');
    expect(codeLanguageOf('manifest.json')).toBe('json');
    expect(codeLanguageOf('popup.html')).toBe('xml');
    expect(codeLanguageOf('icon.svg')).toBe('xml');
    expect(codeLanguageOf('styles/app.css')).toBe('css');
    expect(codeLanguageOf('LICENSE')).toBe('plaintext');
    expect(codeLanguageOf('.eslintrc')).toBe('plaintext');
  });

  it('gives one line of markup per line of the file, with the file’s markup as text', () => {
    const text = 'const page = "<script>alert(1)</script>";\n// done\n';
    const lines = highlightLines(text, 'a.js');
    expect(lines).toHaveLength(2);
    expect(lines?.[0]).toContain('<span class="hljs-keyword">const</span>');
    expect(lines?.[0]).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(lines?.join('')).not.toContain('<script');
    expect(lines?.[1]).toBe('<span class="hljs-comment">// done</span>');
  });

  it('closes a token at the end of each line it spans and opens it again on the next', () => {
    const lines = splitHighlightedLines(
      'a <span class="hljs-comment">/* one\ntwo <span class="hljs-doctag">x</span>\nthree */</span> b',
    );
    expect(lines).toEqual([
      'a <span class="hljs-comment">/* one</span>',
      '<span class="hljs-comment">two <span class="hljs-doctag">x</span></span>',
      '<span class="hljs-comment">three */</span> b',
    ]);
  });

  it('leaves texts too long to highlight quickly to be shown plain', () => {
    expect(highlightLines('x'.repeat(HIGHLIGHT_MAX_CHARS + 1), 'a.js')).toBeNull();
  });
});
