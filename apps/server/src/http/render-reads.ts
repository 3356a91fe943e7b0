/**
 * The store's API reads a rendered page makes (page-render.ts) that a route answers straight from
 * its command, without an emulated HTTP request: a route registers the addresses it answers
 * this way beside its handler, with the same command, so the page reads what any visitor is
 * sent. A read answers the JSON body of the route's successful answer, or null when the route
 * must answer the request itself (a refusal, a preview, a query it does not expect); the page
 * then asks the route as before.
 */
export type RenderRead = (
  path: RegExpExecArray,
  query: URLSearchParams,
) => Promise<string | null> | string | null;

export class RenderReads {
  readonly #reads: { pattern: RegExp; read: RenderRead }[] = [];

  /** Answers the paths `pattern` matches (the whole path, without the query) with `read`. */
  add(pattern: RegExp, read: RenderRead): void {
    this.#reads.push({ pattern, read });
  }

  /** The JSON a route's read gives for a path and query, or null when no read answers it. */
  async answer(pathname: string, query: URLSearchParams): Promise<string | null> {
    for (const { pattern, read } of this.#reads) {
      const path = pattern.exec(pathname);
      if (path) return read(path, query);
    }
    return null;
  }
}

/** The one query parameter a read accepts alone (`hl`, which the web app's calls all carry). */
export function onlyParameter(query: URLSearchParams, name: string): string | null {
  const names = [...query.keys()];
  return names.length === 1 && names[0] === name ? query.get(name) : null;
}
