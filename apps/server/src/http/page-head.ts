/**
 * The <head> tags of a server-rendered store page: title, description, canonical address,
 * the address of the page in each language, Open Graph and Twitter cards, and the page's
 * structured data. The web app describes the page (apps/web/src/app/page-head.ts); this turns
 * that description into markup with absolute addresses.
 */

/** What the web app's renderer says about a page (PageHead in apps/web/src/app/page-head.ts). */
export interface RenderedHead {
  title: string | null;
  description: string;
  image: string | null;
  wideImage: boolean;
  type: 'website' | 'product';
  jsonLd: Record<string, unknown> | null;
  notFound: boolean;
  /** A page search engines should leave out (the sidebar store's). */
  noindex?: boolean;
}

const LANGUAGES = ['en', 'ko'] as const;
const OG_LOCALES: Record<string, string> = { en: 'en_US', ko: 'ko_KR' };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a script element: nothing in it can end the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's address in a language: the same path and query with hl set (or none). */
export function languageUrl(publicUrl: string, pathAndQuery: string, hl: string | null): string {
  const url = new URL(pathAndQuery, publicUrl);
  if (hl) url.searchParams.set('hl', hl);
  else url.searchParams.delete('hl');
  return url.toString();
}

function absolute(publicUrl: string, address: string): string {
  return new URL(address, publicUrl).toString();
}

export function renderHeadTags(
  head: RenderedHead,
  options: { publicUrl: string; pathAndQuery: string; language: string },
): string {
  const { publicUrl, pathAndQuery, language } = options;
  const title = head.title ? `${head.title} – Lagoon` : 'Lagoon';
  // The page's own address: with hl it names its language, without it it is the address that
  // follows the browser's language (the x-default below). Either way it points at itself.
  const canonical = languageUrl(
    publicUrl,
    pathAndQuery,
    new URL(pathAndQuery, publicUrl).searchParams.get('hl'),
  );
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.notFound || head.noindex) tags.push('<meta name="robots" content="noindex" />');
  else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const hl of LANGUAGES) {
      tags.push(
        `<link rel="alternate" hreflang="${hl}" href="${escapeHtml(languageUrl(publicUrl, pathAndQuery, hl))}" />`,
      );
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(publicUrl, pathAndQuery, null))}" />`,
    );
  }
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  meta('property', 'og:site_name', 'Lagoon');
  meta('property', 'og:type', 'website');
  meta('property', 'og:title', head.title ?? 'Lagoon');
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', canonical);
  meta('property', 'og:locale', OG_LOCALES[language] ?? 'en_US');
  if (head.image) meta('property', 'og:image', absolute(publicUrl, head.image));
  meta('name', 'twitter:card', head.image && head.wideImage ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title ?? 'Lagoon');
  meta('name', 'twitter:description', head.description);
  if (head.image) meta('name', 'twitter:image', absolute(publicUrl, head.image));
  if (head.jsonLd) {
    const data = { ...head.jsonLd };
    if (typeof data.image === 'string') data.image = absolute(publicUrl, data.image);
    data.url = canonical;
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
