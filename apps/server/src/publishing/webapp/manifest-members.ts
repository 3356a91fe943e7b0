import type { WebAppManifestRecord } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

// Reading a web app's manifest once it has been fetched: the JSON object itself, its text
// members, its icons ranked best first, and the record the store keeps. No requests are made
// here; check-web-app.ts fetches the page, the manifest and the icons.

const TEXT_MAX_LENGTH = 1000;
const ICONS_KEPT = 32;
const DISPLAY_MODES = new Set(['fullscreen', 'standalone', 'minimal-ui', 'browser']);

/** A text member, trimmed and capped; null when it is missing, not a string or empty. */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, TEXT_MAX_LENGTH);
}

/** The manifest's JSON object; throws INVALID_MANIFEST_FILE for anything else. */
export function parseManifest(body: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw new AppError('INVALID_MANIFEST_FILE');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('INVALID_MANIFEST_FILE');
  }
  return value as Record<string, unknown>;
}

/** One usable entry of the manifest's `icons`, with what ranks it. */
export interface IconCandidate {
  url: URL;
  sizes: string | null;
  /** Largest edge declared in sizes; "any" (scalable) counts as very large. */
  edge: number;
  png: boolean;
  forAnyPurpose: boolean;
}

/** The https icons the manifest declares, resolved against its URL, in the order listed. */
export function iconCandidates(icons: unknown, manifestUrl: URL): IconCandidate[] {
  if (!Array.isArray(icons)) return [];
  const candidates: IconCandidate[] = [];
  for (const icon of icons) {
    if (typeof icon !== 'object' || icon === null) continue;
    const entry = icon as Record<string, unknown>;
    const src = text(entry.src);
    if (!src) continue;
    let url: URL;
    try {
      url = new URL(src, manifestUrl);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:') continue;
    const sizes = text(entry.sizes);
    const edges = (sizes ?? '')
      .toLowerCase()
      .split(/\s+/)
      .map((size) => {
        if (size === 'any') return Number.MAX_SAFE_INTEGER;
        const match = /^(\d+)x(\d+)$/.exec(size);
        return match ? Math.min(Number(match[1]), Number(match[2])) : 0;
      });
    const type = (text(entry.type) ?? '').toLowerCase();
    const purposes = (text(entry.purpose) ?? 'any').toLowerCase().split(/\s+/);
    candidates.push({
      url,
      sizes,
      edge: Math.max(0, ...edges),
      png: type === 'image/png' || (type === '' && url.pathname.toLowerCase().endsWith('.png')),
      forAnyPurpose: purposes.includes('any'),
    });
  }
  return candidates;
}

/** Best first: meant for any purpose (not only maskable), then PNG, then largest. */
export function byPreference(a: IconCandidate, b: IconCandidate): number {
  if (a.forAnyPurpose !== b.forAnyPurpose) return a.forAnyPurpose ? -1 : 1;
  if (a.png !== b.png) return a.png ? -1 : 1;
  return b.edge - a.edge;
}

/** What the store keeps of a manifest: the members it uses, with URLs made absolute. */
export function manifestRecord(
  manifest: Record<string, unknown>,
  manifestUrl: URL,
  pageUrl: URL,
  icons: IconCandidate[],
): WebAppManifestRecord {
  // A start_url on another origin than the page is ignored (Web App Manifest spec).
  let startUrl = pageUrl.href;
  const declared = text(manifest.start_url);
  if (declared) {
    try {
      const resolved = new URL(declared, manifestUrl);
      if (resolved.origin === pageUrl.origin) startUrl = resolved.href;
    } catch {
      // Invalid start_url: the page itself is the start.
    }
  }
  const display = text(manifest.display)?.toLowerCase() ?? null;
  return {
    name: text(manifest.name),
    short_name: text(manifest.short_name),
    start_url: startUrl,
    display: display && DISPLAY_MODES.has(display) ? display : null,
    theme_color: text(manifest.theme_color)?.slice(0, 64) ?? null,
    background_color: text(manifest.background_color)?.slice(0, 64) ?? null,
    icons: icons.slice(0, ICONS_KEPT).map((icon) => ({ src: icon.url.href, sizes: icon.sizes })),
  };
}
