// A page signed in through the portal's form, and JSON read with its cookies, as the web app does.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { stripXssi } from './harness.js';

export const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
export const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };

/** Signs in through the portal's form and comes back to `returnPath`. */
export async function signInTo(
  page: Page,
  account: { email: string; password: string },
  returnPath: string,
): Promise<void> {
  await page.goto(`/accounts/login?returnUrl=${encodeURIComponent(returnPath)}`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnPath);
}

/** GETs a JSON call with the page's cookies, the way the web app does; asserts a 200. */
export async function getWithPage<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { accept: 'application/json' } });
  assert.equal(response.status(), 200, `GET ${path}`);
  return JSON.parse(stripXssi(await response.text())) as T;
}
