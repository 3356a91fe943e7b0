/**
 * 1 to 4 dot-separated integers 0–65535 without leading zeros: the Chrome Web Store's rule.
 * Chromium itself (base::Version, Extension::LoadVersion) is looser, refusing a leading zero
 * only in the first part and taking parts up to 2^32 - 1; the store keeps the stricter rule so
 * that two versions it compares never read the same ("1.01" and "1.1").
 */
const VERSION_PATTERN = /^(0|[1-9]\d{0,4})(\.(0|[1-9]\d{0,4})){0,3}$/;

export function isValidVersion(version: string): boolean {
  return VERSION_PATTERN.test(version) && version.split('.').every((part) => Number(part) <= 65535);
}

/**
 * Chromium's version order: component by component, missing components count as 0, so
 * "1.0" equals "1.0.0". Negative when a < b, 0 when equal, positive when a > b.
 */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}
