import { vi } from 'vitest';
import type { TestApp, TestClient } from './app.js';
import { extensionZip } from './extension-package.js';
import { publish, uploadNewItem } from './review-items.js';

/**
 * Browsers' update checks for tests, in the form Chromium sends them (see the browser
 * integration notes): one `x` parameter per extension, itself a URL-encoded query string.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The usage tests sign developers in with the update checks' other helpers. */
export { signedInDeveloper } from './factories.js';

/** A real package uploaded by `by`, put in review and approved by `admin`, so the store signs it. */
export async function publishedExtension(
  t: TestApp,
  admin: TestClient,
  by: TestClient,
): Promise<string> {
  const extensionId = await uploadNewItem(by, await extensionZip());
  await publish(t, admin, extensionId);
  return extensionId;
}

export interface CheckOptions {
  version?: string;
  /** The roll-call value Chromium puts in `ping`, e.g. "r=1&e=1" or "rd=7000". */
  ping?: string;
}

/** One extension's part of a check: `id=…&v=…&installsource=…&installedby=policy&uc[&ping=…]`. */
export function checkEntry(id: string, options: CheckOptions = {}): string {
  const version = options.version ?? '1.0.0';
  const source = version === '0.0.0.0' ? 'policy' : 'ondemand';
  const ping = options.ping ? `&ping=${encodeURIComponent(options.ping)}` : '';
  return `id=${id}&v=${version}&installsource=${source}&installedby=policy&uc${ping}`;
}

/** An update check as Chromium 156 on Linux sends it, for one or more extensions. */
export function chromiumUpdateCheck(t: Pick<TestApp, 'app'>, ...entries: string[]) {
  return chromiumUpdateCheckFrom(t, '127.0.0.1', ...entries);
}

/** The same update check, sent from the client address `address`. */
export function chromiumUpdateCheckFrom(
  t: Pick<TestApp, 'app'>,
  address: string,
  ...entries: string[]
) {
  const x = entries.map((part) => `x=${encodeURIComponent(part)}`).join('&');
  return t.app.inject({
    method: 'GET',
    url: `/service/update2/crx?os=linux&arch=x64&os_arch=x86_64&prod=chromiumcrx&prodchannel=&prodversion=156.0.8078.79&lang=en-US&acceptformat=crx3,puff&${x}`,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' },
    remoteAddress: address,
  });
}

/** Runs `body` with the clock at `moment` (and moving on from there), then the real clock. */
export async function atMoment<T>(moment: Date, body: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(moment);
  try {
    return await body();
  } finally {
    vi.useRealTimers();
  }
}

/** Noon (UTC) `offset` days from today. */
export function noonUtc(offset: number): Date {
  const today = new Date().toISOString().slice(0, 10);
  return new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY_MS);
}

/** The calendar day (UTC) of a moment. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The update protocol's number of a day: days since 2007-01-01. */
export const protocolDay = (moment: Date): number =>
  Math.floor((moment.getTime() - Date.UTC(2007, 0, 1)) / DAY_MS);
