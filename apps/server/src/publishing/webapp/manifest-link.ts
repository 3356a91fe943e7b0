import { Parser } from 'htmlparser2';

/**
 * Finds the web app manifest a page links to, as a browser would: the first
 * `<link rel="manifest" href>` in document order, its href resolved against the document's
 * base URL (the first `<base href>`, else the page's own URL). htmlparser2 reads the tags,
 * attributes (first of repeated ones wins) and every HTML entity, and treats script, style,
 * title, textarea and xmp as text. A browser running scripts also reads noscript, iframe,
 * noembed and noframes as text and everything after plaintext, so tags inside those are
 * skipped here.
 */

const TEXT_ELEMENTS = new Set(['noscript', 'iframe', 'noembed', 'noframes']);
const SPACE = /[\t\n\f\r ]+/;

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
  let found: URL | null = null;
  let textUntil: string | null = null;
  let ended = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (ended || found || textUntil) return;
      if (name === 'plaintext') {
        ended = true;
        return;
      }
      if (TEXT_ELEMENTS.has(name)) {
        textUntil = name;
        return;
      }
      if (name === 'base' && !baseSeen && attributes.href !== undefined) {
        baseSeen = true;
        base = resolve(attributes.href, pageUrl)?.href ?? pageUrl;
        return;
      }
      if (name !== 'link') return;
      const rel = (attributes.rel ?? '').toLowerCase().split(SPACE);
      const href = attributes.href;
      if (!rel.includes('manifest') || !href || href.trim() === '') return;
      found = resolve(href, base);
    },
    onclosetag(name) {
      if (name === textUntil) textUntil = null;
    },
  });
  parser.end(html);
  return found;
}
