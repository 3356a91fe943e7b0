import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/** Debian's Chromium, as the browser tests use it; without it this check is skipped. */
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = fs.existsSync(CHROMIUM);

describe.skipIf(!hasChromium)('the API explorer in Chromium, under its policy', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('lists the operations and opens one without a policy violation', async () => {
    // playwright-core is the browser tests' driver (a dependency of e2e/, hoisted).
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript({
        content:
          "document.addEventListener('securitypolicyviolation', (event) => " +
          "console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));",
      });
      const response = await page.goto(`${origin}/api-docs/`);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
      await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
      // The explorer lists the operations section by section, drawing later sections only as
      // they scroll into view: the first sections' operations are what a reader sees first.
      await expect
        .poll(() => page.locator('.opblock').count(), { timeout: 20_000 })
        .toBeGreaterThan(5);
      await page.locator('.opblock-summary').first().click();
      await page.locator('.opblock.is-open').first().waitFor({ timeout: 10_000 });
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
