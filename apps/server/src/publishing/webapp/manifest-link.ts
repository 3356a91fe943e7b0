/**
 * Finds the web app manifest a page links to, as a browser would: the first
 * `<link rel="manifest" href>` in document order, its href resolved against the document's
 * base URL (the first `<base href>`, else the page's own URL). A small tokenizer is enough:
 * it reads tags and attributes in any order and quoting, and skips comments and the raw text
 * of script, style and similar elements, where a tag-like string is not a tag.
 */

const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);
const SPACE = /[\t\n\f\r ]/;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

interface Tag {
  name: string;
  attributes: Map<string, string>;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Reads the attributes of a start tag from `from` up to its `>`; returns them and the end. */
function readAttributes(
  html: string,
  from: number,
): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let at = from;
  while (at < html.length) {
    while (at < html.length && (SPACE.test(html[at] ?? '') || html[at] === '/')) at += 1;
    if (at >= html.length || html[at] === '>') return { attributes, end: at + 1 };
    const nameStart = at;
    // The first character may be '=' (an odd but legal attribute name).
    at += 1;
    while (at < html.length && !/[\t\n\f\r />=]/.test(html[at] ?? '')) at += 1;
    const name = html.slice(nameStart, at).toLowerCase();
    while (at < html.length && SPACE.test(html[at] ?? '')) at += 1;
    let value = '';
    if (html[at] === '=') {
      at += 1;
      while (at < html.length && SPACE.test(html[at] ?? '')) at += 1;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(at + 1, stop);
        at = stop + 1;
      } else {
        const start = at;
        while (at < html.length && !/[\t\n\f\r >]/.test(html[at] ?? '')) at += 1;
        value = html.slice(start, at);
      }
    }
    // The first of repeated attributes wins, as in a browser.
    if (!attributes.has(name)) attributes.set(name, decodeEntities(value));
  }
  return { attributes, end: html.length };
}

/** The start tags of a document, in order, outside comments and raw text. */
function* startTags(html: string): Generator<Tag> {
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) return;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      if (close === -1) return;
      at = close + 3;
      continue;
    }
    if (html[open + 1] === '!' || html[open + 1] === '?' || html[open + 1] === '/') {
      // Doctype, processing instruction or end tag: skip to its end.
      const close = html.indexOf('>', open + 1);
      if (close === -1) return;
      at = close + 1;
      continue;
    }
    const nameMatch = /^[a-z][^\t\n\f\r />]*/i.exec(html.slice(open + 1, open + 64));
    if (!nameMatch) {
      at = open + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const { attributes, end } = readAttributes(html, open + 1 + nameMatch[0].length);
    yield { name, attributes };
    at = end;
    if (RAW_TEXT.has(name)) {
      if (name === 'plaintext') return;
      const closing = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'i');
      const match = closing.exec(html.slice(at));
      if (!match) return;
      at += match.index;
    }
  }
}

function resolve(href: string, base: string): URL | null {
  // Leading and trailing ASCII whitespace is not part of a URL attribute.
  const trimmed = href.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  try {
    return new URL(trimmed, base);
  } catch {
    return null;
  }
}

/** The absolute URL of the manifest a page links to, or null when it links none. */
export function findManifestUrl(html: string, pageUrl: string): URL | null {
  let base = pageUrl;
  let baseSeen = false;
  for (const tag of startTags(html)) {
    if (tag.name === 'base' && !baseSeen && tag.attributes.has('href')) {
      baseSeen = true;
      base = resolve(tag.attributes.get('href') ?? '', pageUrl)?.href ?? pageUrl;
      continue;
    }
    if (tag.name !== 'link') continue;
    const rel = (tag.attributes.get('rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
    const href = tag.attributes.get('href');
    if (!rel.includes('manifest') || !href || href.trim() === '') continue;
    const url = resolve(href, base);
    if (url) return url;
  }
  return null;
}
