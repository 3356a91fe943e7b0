/**
 * `URL.parse` for the companion's oldest browser: the manifest asks for Chromium 116, and
 * `URL.parse` came in 126. Null for what is not an address. No imports: the pages use it too.
 */
export function parseUrl(address: string, base?: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}
