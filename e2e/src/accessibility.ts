// axe-core audits of pages as a visitor sees them, in the light and the dark theme.
import assert from 'node:assert/strict';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Only these impacts fail the test; minor and moderate findings are printed for reference. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface PageVisit {
  path: string;
  /** A test id the page shows once its content is there. */
  ready: string;
}

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Opens a page in the given theme and waits until it shows its content: the page's own marker
 * is visible and no spinner or skeleton is left.
 */
async function openPage(page: Page, visit: PageVisit, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  const separator = visit.path.includes('?') ? '&' : '?';
  await page.goto(`${visit.path}${separator}hl=en`);
  await page.getByTestId(visit.ready).first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector(
        '[data-testid="spinner"], [data-testid="product-grid-skeleton"], [data-testid="banner-skeleton"]',
      ) === null,
  );
  // The visitor's system theme decides the store's theme when they have not chosen one.
  assert.equal(
    await page.evaluate(() => document.documentElement.dataset.theme),
    theme,
    `${visit.path} is shown in the ${theme} theme`,
  );
}

/**
 * Runs axe-core over the page as it is now, with the target-size rule (WCAG 2.2, off by default
 * in axe) turned on, and returns one line per serious or critical finding.
 */
async function auditPage(page: Page, visit: PageVisit, theme: Theme): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const findings = await page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe.run;
    const result = await run(document, {
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations;
  });
  const lines: string[] = [];
  for (const finding of findings as AxeFinding[]) {
    const blocking = BLOCKING_IMPACTS.has(finding.impact ?? '');
    for (const node of finding.nodes) {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      const line = `${finding.id} (${finding.impact}) on ${visit.path} [${theme}]: ${node.target.join(' ')} — ${summary || finding.help}`;
      if (blocking) lines.push(line);
      else console.log(`note: ${line}`);
    }
  }
  return lines;
}

/** Visits every page in both themes and returns every serious or critical finding. */
export async function auditPages(page: Page, visits: readonly PageVisit[]): Promise<string[]> {
  const findings: string[] = [];
  for (const theme of THEMES) {
    for (const visit of visits) {
      await openPage(page, visit, theme);
      findings.push(...(await auditPage(page, visit, theme)));
    }
  }
  return findings;
}

export function assertNoFindings(findings: readonly string[]): void {
  assert.equal(
    findings.length,
    0,
    `axe-core found ${findings.length} serious or critical violations:\n${findings.join('\n')}`,
  );
}
