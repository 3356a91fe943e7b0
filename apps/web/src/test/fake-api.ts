import { XSSI_PREFIX } from '@lagoon/contract';
import { setApiTransport } from '../lib/api-client';

/*
 * A fake store behind the web app's one API client (lib/api-client.ts): a test answers the
 * calls the page makes as the contract says, and the real client, loaders and hooks read them.
 * The server's own behaviour is tested in apps/server. ./setup.ts takes the fake away after each
 * test.
 */

/** JSON as the store's API sends it: behind the prefix that stops inclusion as a script. */
export function apiAnswer(body: unknown, status = 200): Response {
  return new Response(`${XSSI_PREFIX}${JSON.stringify(body)}`, {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The store's refusal of a call: an error code of the contract, its status and failing fields. */
export function apiRefusal(code: string, status: number, fields?: unknown[]): Response {
  return apiAnswer({ error: { code, message: code, status, fields } }, status);
}

/** Answers the calls of the page in English, without cookies, until the test ends. */
export function fakeApi(
  answer: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>,
): void {
  setApiTransport({
    getLanguage: () => 'en',
    getCookies: () => '',
    fetch: async (input, init) => answer(new URL(String(input), 'http://store.test'), init),
  });
}
