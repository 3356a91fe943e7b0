import { numberFormat } from './intl-formats';

/**
 * The ways the interface writes a size: `compact` in KB or MB, never under 0.1 KB ("830 KB",
 * "12.4 MB"), for packages in the store and the developer area; `units` in the language's own
 * unit names from bytes to gigabytes ("512 byte", "1.5 kB", "5 MB"), for the console's files,
 * which can be a few bytes.
 */
export type ByteStyle = 'compact' | 'units';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const MB = 1024 * 1024;

/** A size in bytes for people, in the interface language; null stays null (no size known). */
export function formatBytes(bytes: number, language: string, style?: ByteStyle): string;
export function formatBytes(
  bytes: number | null | undefined,
  language: string,
  style?: ByteStyle,
): string | null;
export function formatBytes(
  bytes: number | null | undefined,
  language: string,
  style: ByteStyle = 'compact',
): string | null {
  if (bytes == null) return null;
  if (style === 'compact') {
    const format = (value: number) =>
      numberFormat(language, { maximumFractionDigits: 1 }).format(value);
    if (bytes >= MB) return `${format(bytes / MB)} MB`;
    return `${format(Math.max(bytes / 1024, 0.1))} KB`;
  }
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return numberFormat(language, {
    style: 'unit',
    unit: UNITS[index],
    unitDisplay: 'short',
    maximumFractionDigits: index === 0 ? 0 : 1,
  }).format(value);
}
