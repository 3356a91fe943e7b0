import type { PackageFileKind, PackageFileView } from '@lagoon/contract';

/**
 * What a package file is. The tree guesses from the name, since listing a package inflates
 * nothing; reading a file decides from its bytes: a raster image by its signature, text when it
 * is valid UTF-8 without NUL, anything else binary. A name never makes bytes an image or a page.
 */

/** Extensions of files that are text in extension packages (sources, data, documents). */
const TEXT_EXTENSIONS = new Set([
  'js',
  'mjs',
  'cjs',
  'jsx',
  'ts',
  'tsx',
  'json',
  'map',
  'webmanifest',
  'css',
  'scss',
  'less',
  'html',
  'htm',
  'xhtml',
  'xml',
  'svg',
  'xsl',
  'dtd',
  'rdf',
  'txt',
  'text',
  'md',
  'markdown',
  'csv',
  'tsv',
  'yml',
  'yaml',
  'toml',
  'ini',
  'cfg',
  'conf',
  'properties',
  'sh',
  'py',
  'vue',
  'svelte',
  'license',
  'lock',
]);

/** Raster images the console previews; SVG is text (it may hold scripts) and shown as such. */
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp']);

export type RasterType = Extract<PackageFileView, { kind: 'image' }>['mediaType'];

/** The part after the last dot of the file name, lower-cased; '' when it has none. */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The kind a file's name suggests; names without an extension (LICENSE, README) are text. */
export function kindByName(path: string): PackageFileKind {
  const extension = extensionOf(path);
  if (extension === '' || TEXT_EXTENSIONS.has(extension)) return 'text';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return 'binary';
}

/** The raster type the bytes start with, or null. */
export function rasterTypeOf(bytes: Buffer): RasterType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The bytes as text: valid UTF-8 (a byte order mark dropped) with no NUL, else null. A valid
 * decoding never holds half a surrogate pair, so the text always fits a JSON answer.
 */
export function decodeText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  return text.includes('\u0000') ? null : text;
}

/** Lines of a text as an editor numbers them: a final newline starts no line of its own. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    lines++;
  }
  return text.endsWith('\n') ? lines - 1 : lines;
}
