import { ICON_MIN_SIZE } from '@lagoon/contract';
import sharp from 'sharp';
import type { Entry, ZipFile } from 'yauzl';
import { resolveFilePath } from './manifest-paths.js';
import { isRecord } from './messages.js';
import { readData } from './package-data.js';
import type { Report } from './report.js';

const MiB = 1024 * 1024;
const ICON_MAX_BYTES = 4 * MiB;
const ICON_MAX_PIXELS = 4096 * 4096;
/**
 * Chromium shows manifest icons in the raster formats Blink decodes (PNG, JPEG, GIF, BMP, ICO)
 * and never SVG. The listing icon is re-encoded by the store, which decodes these (sharp has no
 * BMP or ICO decoder: such an icon is passed over for the next largest).
 */
const ICON_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
/** SVG by name; a file that only turns out to be SVG when decoded is caught there. */
const SVG_NAME = /\.svgz?$/i;
const MANIFEST = 'manifest.json';

export interface PackageIcon {
  data: Buffer;
  path: string;
  width: number;
  height: number;
}

interface IconRef {
  size: number | null;
  path: string;
}

function iconRefs(value: unknown): IconRef[] {
  if (typeof value === 'string') return [{ size: null, path: value }];
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, path]) =>
    typeof path === 'string' && /^\d+$/.test(key) ? [{ size: Number(key), path }] : [],
  );
}

/** Largest declared size first; an icon without a size (a plain string) last. */
function bySizeDescending(refs: readonly IconRef[]): IconRef[] {
  return [...refs].sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
}

/** A manifest icon path as Chromium reads it (see manifest-paths.ts), or null. */
function packagePath(path: string): string | null {
  const resolved = resolveFilePath(path);
  return resolved.ok ? resolved.path : null;
}

type Decoded = { width: number; height: number } | 'svg' | null;

/** Width and height of a fully decodable raster icon, 'svg' for an SVG, or null. */
async function decodeIcon(data: Buffer): Promise<Decoded> {
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: ICON_MAX_PIXELS });
    const { format, width, height } = await image.metadata();
    if (format === 'svg') return 'svg';
    if (!format || !ICON_FORMATS.has(format) || !width || !height) return null;
    // Decodes every pixel, so a truncated or corrupt file is caught here.
    await image.stats();
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * The listing icon: the largest declared raster icon that decodes (the manifest's `icons`,
 * else the action's `default_icon`). SVG icons are passed over with a warning, since Chromium
 * shows none, and so is an icon that does not decode, for the next largest. Missing icon files
 * are reported with the other files the manifest names (manifest-files.ts).
 */
export async function readIcon(
  zip: ZipFile,
  manifest: Record<string, unknown>,
  files: ReadonlyMap<string, Entry>,
  report: Report,
): Promise<PackageIcon | null> {
  const listed = isRecord(manifest.icons) ? iconRefs(manifest.icons) : [];
  const actionIcons = ['action', 'browser_action', 'page_action'].flatMap((key) => {
    const action = manifest[key];
    return isRecord(action) ? iconRefs(action.default_icon) : [];
  });
  for (const ref of [...listed, ...actionIcons]) {
    const path = packagePath(ref.path);
    if (path !== null && files.has(path) && SVG_NAME.test(path)) {
      report.add('ICON_SVG_IGNORED', path);
    }
  }
  if (listed.length === 0 && actionIcons.length === 0) {
    report.add('ICON_MISSING', MANIFEST);
    return null;
  }
  let best: PackageIcon | null = null;
  for (const ref of [...bySizeDescending(listed), ...bySizeDescending(actionIcons)]) {
    const path = packagePath(ref.path);
    const entry = path === null ? undefined : files.get(path);
    if (path === null || !entry || SVG_NAME.test(path)) continue;
    const data = await readData(zip, entry, path, ICON_MAX_BYTES, 'ICON_UNREADABLE', report);
    if (!data) continue;
    const size = await decodeIcon(data);
    if (size === 'svg') {
      report.add('ICON_SVG_IGNORED', path);
      continue;
    }
    if (!size) {
      report.add('ICON_UNREADABLE', path);
      continue;
    }
    best = { data, path, ...size };
    break;
  }
  if (best && Math.min(best.width, best.height) < ICON_MIN_SIZE) {
    report.add('ICON_TOO_SMALL', best.path, {
      values: { width: String(best.width), height: String(best.height) },
    });
  }
  return best;
}
