// highlight.js's core with only the languages extension packages are mostly made of: a
// well-kept highlighter, and this way it weighs tens of kilobytes instead of the full build's
// hundreds. Only the Code view imports this module, so it loads with that page's chunk alone.
import hljs from 'highlight.js/lib/core';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import plaintext from 'highlight.js/lib/languages/plaintext';
import xml from 'highlight.js/lib/languages/xml';

hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('css', css);
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('plaintext', plaintext);

export type CodeLanguage = 'javascript' | 'json' | 'css' | 'xml' | 'plaintext';

/**
 * Texts longer than this are shown plain with their line numbers: highlighting a megabyte of
 * minified script would hold the page for seconds.
 */
export const HIGHLIGHT_MAX_CHARS = 256 * 1024;

const LANGUAGES: Record<string, CodeLanguage> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  json: 'json',
  map: 'json',
  webmanifest: 'json',
  css: 'css',
  html: 'xml',
  htm: 'xml',
  xhtml: 'xml',
  xml: 'xml',
  svg: 'xml',
};

/** The language a file is highlighted as, by its extension; plain text for the rest. */
export function codeLanguageOf(path: string): CodeLanguage {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && LANGUAGES[name.slice(dot + 1).toLowerCase()]) || 'plaintext';
}

const TAG = /<span class="([^"]*)">|<\/span>/g;

/**
 * Cuts highlighted HTML into one string per line. A token may span lines (a comment, a
 * template string), so the spans open at a line break are closed at its end and opened again
 * on the next line: each line is well-formed on its own and can sit in its own row.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  let last = 0;
  const addText = (text: string) => {
    const parts = text.split('\n');
    current += parts[0];
    for (const part of parts.slice(1)) {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.map((name) => `<span class="${name}">`).join('') + part;
    }
  };
  for (const match of html.matchAll(TAG)) {
    addText(html.slice(last, match.index));
    current += match[0];
    if (match[1] !== undefined) open.push(match[1]);
    else open.pop();
    last = match.index + match[0].length;
  }
  addText(html.slice(last));
  lines.push(current);
  // A final newline starts no line of its own, as in an editor.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The text's lines as highlighted HTML, or null when it is too long to highlight. highlight.js
 * escapes the text it is given (`&`, `<`, `>`, quotes) and adds only its own span elements,
 * so what a package holds is shown as text and never becomes markup.
 */
export function highlightLines(text: string, path: string): string[] | null {
  if (text.length > HIGHLIGHT_MAX_CHARS) return null;
  const { value } = hljs.highlight(text, { language: codeLanguageOf(path), ignoreIllegals: true });
  return splitHighlightedLines(value);
}
