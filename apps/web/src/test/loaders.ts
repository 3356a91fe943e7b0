import type { ServerResponse } from 'node:http';
import { XSSI_PREFIX } from '@lagoon/contract';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageLoader } from '../lib/page-loader';

/*
 * Page loaders run against a store's API on a real HTTP server (lib/test-server.ts), as the
 * router runs them in a browser that asks for English.
 */

/** Runs a page's loader as the router does for a navigation (or a fetcher's load) to `url`. */
export function runLoader<T>(
  loader: PageLoader<T>,
  url: string,
  params: Record<string, string> = {},
): Promise<T> {
  const args = { request: new Request(url), params, context: undefined } as LoaderFunctionArgs;
  return loader({ browserLanguage: 'en' }, args);
}

/** Answers a request with JSON as the store's API sends it, behind the anti-inclusion prefix. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(`${XSSI_PREFIX}${JSON.stringify(body)}`);
}
