/**
 * Abbreviates a user or download count the way the store shows it: exact below a thousand,
 * then K+, M+ and B+, e.g. 1234 → "1K+", 5_300_000 → "5M+".
 */
export function abbreviateCount(count: number): string {
  if (count >= 1_000_000_000) return `${Math.floor(count / 1_000_000_000)}B+`;
  if (count >= 1_000_000) return `${Math.floor(count / 1_000_000)}M+`;
  if (count >= 1_000) return `${Math.floor(count / 1_000)}K+`;
  return String(Math.max(0, Math.floor(count)));
}

/** Splits a provider value: "NAVER,WHALE" becomes NAVER with byWhale set. */
export function readProvider(provider: string | null | undefined): {
  provider: string | null;
  byWhale: boolean;
} {
  if (!provider) return { provider: null, byWhale: false };
  const parts = provider.split(',').map((part) => part.trim().toUpperCase());
  if (parts.includes('NAVER') && parts.includes('WHALE'))
    return { provider: 'NAVER', byWhale: true };
  return { provider: parts[0] ?? null, byWhale: parts[0] === 'WHALE' };
}
