import { CODE_HINT_EXCERPT_MAX, type RemoteCodePattern } from '@lagoon/contract';
import { extensionOf } from './file-kinds.js';

/**
 * What a reviewer should look at in one file of a package, found by reading its text: minified
 * code (which hides what it does from a reading), obfuscation (which hides it on purpose), and
 * hints of code that does not come from the package (evaluated strings, remote scripts). These
 * are hints, not verdicts: a minified library is common and `eval(` may sit in a comment. They
 * only tell the reviewer where to look.
 */

/** How a file is read: a script, a page (which may hold scripts), a style sheet, or not at all. */
export type ScannedKind = 'script' | 'page' | 'style';

const KINDS: Record<string, ScannedKind> = {
  js: 'script',
  mjs: 'script',
  cjs: 'script',
  jsx: 'script',
  html: 'page',
  htm: 'page',
  xhtml: 'page',
  css: 'style',
};

export function scannedKindOf(path: string): ScannedKind | null {
  return KINDS[extensionOf(path)] ?? null;
}

/**
 * Minified: at least MINIFIED_MIN_CHARS, a line of MINIFIED_LINE_CHARS or more, and white space
 * under MINIFIED_WHITESPACE of the text. Written code is a fifth to a third white space with
 * lines of tens of characters; minifiers leave a few percent on lines of thousands.
 */
const MINIFIED_MIN_CHARS = 1024;
const MINIFIED_LINE_CHARS = 500;
const MINIFIED_WHITESPACE = 0.12;

/**
 * Obfuscated: escapes (`\x41`, `\u0041`) and obfuscator names (`_0x3f2a`) that make up at
 * least OBFUSCATED_PER_MILLE of every thousand characters, at least OBFUSCATED_MIN_COUNT of
 * them. Written code spells its strings out; javascript-obfuscator and its kin encode every
 * string and rename everything `_0x…`.
 */
const OBFUSCATED_PER_MILLE = 8;
const OBFUSCATED_MIN_COUNT = 32;

const ESCAPE = /\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]{1,6}\}/g;
const OBFUSCATOR_NAME = /\b_0x[0-9a-fA-F]{4,}\b/g;

/**
 * Hints of code from elsewhere. Scripts and pages alike, since pages hold inline scripts and
 * scripts write markup. Bounded quantifiers only, so no text makes a pattern backtrack far.
 */
const REMOTE_CODE: readonly [RemoteCodePattern, RegExp][] = [
  ['eval', /(?<![\w$])eval\s*\(/g],
  ['newFunction', /\bnew\s+Function\s*\(/g],
  ['stringTimer', /\bset(?:Timeout|Interval)\s*\(\s*["'`]/g],
  ['remoteScript', /<script\b[^>]{0,400}?\bsrc\s*=\s*["']?\s*(?:https?:)?\/\//gi],
  ['remoteImport', /(?:\bimport\s*\(?|\bfrom|\bimportScripts\s*\()\s*["'`](?:https?:)?\/\//g],
  ['executeScriptCode', /\bexecuteScript\s*\([^;]{0,400}?\bcode\s*:/g],
];

export interface FileSignals {
  minified: boolean;
  obfuscated: boolean;
  hints: { line: number; pattern: RemoteCodePattern; excerpt: string }[];
}

function countMatches(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text) !== null) count++;
  return count;
}

export function isMinified(text: string): boolean {
  if (text.length < MINIFIED_MIN_CHARS) return false;
  let whitespace = 0;
  let longest = 0;
  let lineStart = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      longest = Math.max(longest, index - lineStart);
      lineStart = index + 1;
    }
    if (code === 32 || code === 9 || code === 10 || code === 13) whitespace++;
  }
  longest = Math.max(longest, text.length - lineStart);
  return longest >= MINIFIED_LINE_CHARS && whitespace / text.length < MINIFIED_WHITESPACE;
}

export function isObfuscated(text: string): boolean {
  const count = countMatches(text, ESCAPE) + countMatches(text, OBFUSCATOR_NAME);
  return count >= OBFUSCATED_MIN_COUNT && (count * 1000) / text.length >= OBFUSCATED_PER_MILLE;
}

/** Line starts of a text, for numbering matches by binary search. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return starts;
}

function lineIndexOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The line around a match, cut to CODE_HINT_EXCERPT_MAX characters centred on the match. */
function excerptAt(text: string, lineStart: number, offset: number): string {
  const end = text.indexOf('\n', lineStart);
  const line = text.slice(lineStart, end === -1 ? text.length : end).replace(/\r$/, '');
  if (line.trim().length <= CODE_HINT_EXCERPT_MAX) return line.trim();
  const half = Math.floor(CODE_HINT_EXCERPT_MAX / 2);
  const from = Math.max(
    0,
    Math.min(offset - lineStart - half, line.length - CODE_HINT_EXCERPT_MAX),
  );
  return line.slice(from, from + CODE_HINT_EXCERPT_MAX).trim();
}

/**
 * Remote code hints of a text, in the order of the patterns and then of the text, up to
 * `limit` of them; `total` counts them all.
 */
export function remoteCodeHints(
  text: string,
  limit: number,
): { hints: FileSignals['hints']; total: number } {
  const hints: FileSignals['hints'] = [];
  let total = 0;
  let starts: number[] | null = null;
  for (const [pattern, expression] of REMOTE_CODE) {
    expression.lastIndex = 0;
    for (let match = expression.exec(text); match !== null; match = expression.exec(text)) {
      total++;
      if (hints.length >= limit) continue;
      starts ??= lineStarts(text);
      const index = lineIndexOf(starts, match.index);
      hints.push({
        line: index + 1,
        pattern,
        excerpt: excerptAt(text, starts[index]!, match.index),
      });
    }
  }
  return { hints, total };
}

/** Everything one file says; `limit` bounds the hints kept (the count is in `hintTotal`). */
export function fileSignals(
  text: string,
  kind: ScannedKind,
  limit: number,
): FileSignals & { hintTotal: number } {
  const code = kind !== 'style';
  const { hints, total } = code ? remoteCodeHints(text, limit) : { hints: [], total: 0 };
  return {
    minified: kind !== 'page' && isMinified(text),
    obfuscated: code && isObfuscated(text),
    hints,
    hintTotal: total,
  };
}
