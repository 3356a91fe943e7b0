import { afterAll, afterEach, vi } from 'vitest';
import { setApiTransport } from '../lib/api-client';
import { clearNetworkErrors } from '../lib/network-error-store';

/*
 * Run before every test file of the web project. A worker runs file after file in one module
 * graph and, for the component tests, one happy-dom window (isolate: false in vitest.config.ts),
 * so what a test leaves behind would otherwise reach the next test and the next file. After each
 * test this puts back what the app and the page start with: no mounted roots, an empty page and
 * document head, empty storage and cookies, no fake store behind the API client, no remembered
 * network errors, real timers, no spies or stubbed globals. After each file the page's address
 * goes back to the one the window opened at (loader tests point it at their own test server).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const hasPage = typeof document !== 'undefined';

/** The address the worker's window opened at, kept from the first file it ran. */
const START_URL_KEY = Symbol.for('lagoon.web-tests.start-url');
const globals = globalThis as { [START_URL_KEY]?: string };
if (hasPage) globals[START_URL_KEY] ??= window.location.href;

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (hasPage) {
    // Only the component tests mount roots; node files never load React's DOM renderer.
    const { unmountAll } = await import('./dom');
    unmountAll();
    resetPage();
  }
  setApiTransport({});
  clearNetworkErrors();
});

afterAll(() => {
  const startUrl = globals[START_URL_KEY];
  if (!hasPage || !startUrl || window.location.href === startUrl) return;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(startUrl);
});

function resetPage() {
  document.body.replaceChildren();
  document.head.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API to clear them with.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  delete (window as { chrome?: unknown }).chrome;
}
