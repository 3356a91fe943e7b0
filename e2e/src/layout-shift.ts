// Cumulative layout shift of a page while its data arrives.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The issue's target for cumulative layout shift, as Lighthouse scores it. */
const MAX_LAYOUT_SHIFT = 0.02;

interface LayoutShift {
  value: number;
  sources: string[];
}

/**
 * Opens a page while its data requests wait, so the first frames show the page's placeholders
 * (skeletons, reserved banner space), then lets the data through and sums every layout shift
 * the page made until its content and the images in view are shown. Each shift is returned with
 * the elements that moved, to name them when the sum is too high.
 */
async function layoutShiftsOf(page: Page, path: string, data: RegExp, ready: string) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) => {
          const node = source.node instanceof Element ? source.node : null;
          if (!node) return 'a removed node';
          const testId = node.getAttribute('data-testid');
          return testId
            ? `[data-testid="${testId}"]`
            : `${node.tagName.toLowerCase()}.${node.className}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(data, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  await page.getByTestId('header').waitFor();
  release();
  await page.getByTestId(ready).first().waitFor();
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete),
  );
  // Two frames, so the last layout is done and observed.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

export async function assertStableLayout(page: Page, path: string, data: RegExp, ready: string) {
  const shifts = await layoutShiftsOf(page, path, data, ready);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  assert.ok(
    total <= MAX_LAYOUT_SHIFT,
    `${path} moved by ${total.toFixed(3)} while loading:\n${shifts
      .map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`)
      .join('\n')}`,
  );
}
