import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { LANGUAGES } from '@lagoon/contract';
import {
  EmptySitemap,
  ErrorLevel,
  type IndexItem,
  SitemapIndexStream,
  type SitemapItemLoose,
  SitemapStream,
} from 'sitemap';

/** A rendered sitemap file, kept compressed: a 50,000-URL file is a few MiB of XML. */
export interface RenderedSitemap {
  /** The XML, gzip-compressed. */
  gzip: Buffer;
  /** Size of the XML itself, which the protocol's 50 MiB limit applies to. */
  bytes: number;
}

/** Only the namespaces used: sitemaps.org's and xhtml for the language alternates. */
const NAMESPACES = { xhtml: true, news: false, image: false, video: false };

/** The XML of a file whose items all went away between the index and the request for it. */
const EMPTY_URLSET =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml"></urlset>';

/** Written to the compressor in pieces of about this size rather than one call per entry. */
const BATCH_CHARS = 64 * 1024;

/**
 * The <url> entries of one store page: one per interface language (`?hl=en`, `?hl=ko`), each
 * naming every language version and, as x-default, the address without `hl`, where the page
 * follows the browser's language.
 */
export function pageEntries(publicUrl: string, path: string, lastmod?: Date): SitemapItemLoose[] {
  const address = `${publicUrl}${path}`;
  const versions = LANGUAGES.map((language) => ({
    lang: language,
    url: `${address}?hl=${language}`,
  }));
  const links = [...versions, { lang: 'x-default', url: address }];
  return versions.map(({ url }) => ({
    url,
    links,
    ...(lastmod ? { lastmod: lastmod.toISOString() } : {}),
  }));
}

/** Collects the XML text into larger pieces and counts its bytes on the way to the compressor. */
class ByteCounter extends Transform {
  bytes = 0;
  private pending = '';

  constructor() {
    super({ writableObjectMode: true });
  }

  override _transform(chunk: string | Buffer, _encoding: string, callback: () => void): void {
    this.pending += chunk.toString();
    if (this.pending.length >= BATCH_CHARS) this.emitPending();
    callback();
  }

  override _flush(callback: () => void): void {
    this.emitPending();
    callback();
  }

  private emitPending(): void {
    if (this.pending === '') return;
    const piece = Buffer.from(this.pending, 'utf8');
    this.bytes += piece.length;
    this.pending = '';
    this.push(piece);
  }
}

async function render(source: Readable, serializer: Transform): Promise<RenderedSitemap> {
  const counter = new ByteCounter();
  const compressed: Buffer[] = [];
  await pipeline(
    source,
    serializer,
    counter,
    createGzip(),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        compressed.push(chunk);
        callback();
      },
    }),
  );
  return { gzip: Buffer.concat(compressed), bytes: counter.bytes };
}

/**
 * Renders a <urlset> from entries read one by one (an async generator paging through the
 * database), compressing as it goes, so the whole XML never exists as one string.
 */
export async function renderUrlset(
  entries: Iterable<SitemapItemLoose> | AsyncIterable<SitemapItemLoose>,
): Promise<RenderedSitemap> {
  try {
    return await render(
      Readable.from(entries),
      new SitemapStream({ xmlns: NAMESPACES, level: ErrorLevel.THROW }),
    );
  } catch (error) {
    if (!(error instanceof EmptySitemap)) throw error;
    return { gzip: gzipSync(EMPTY_URLSET), bytes: Buffer.byteLength(EMPTY_URLSET) };
  }
}

/** Renders a <sitemapindex> naming the given files. */
export function renderIndex(files: readonly IndexItem[]): Promise<RenderedSitemap> {
  return render(Readable.from(files), new SitemapIndexStream({ level: ErrorLevel.THROW }));
}
