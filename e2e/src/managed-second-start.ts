import {
  launchManagedChromium,
  type ManagedBrowserOptions,
  type ManagedChromium,
  waitForCompanion,
} from './managed-browser.js';

/**
 * Starts a managed Chromium as an organisation's browser usually is: one that has run before
 * under its group's policy file, with the companion already installed.
 *
 * In the start that force-installs the companion into a new profile, Chromium sometimes keeps
 * the companion's managed settings (`3rdparty`: its group) back: measured on Chromium 156 on a
 * busy 2-core machine, in 4 of 8 first starts the companion still named no group 45 s after
 * the start (once the settings arrived by themselves after 56 s), while a second start of the
 * same profile had them at start in every run (docs/browsers.md, "Its managed settings").
 * Until they arrive the companion reports no group, so the store serves the browser as the
 * default group's. This starts the browser once, waits until the companion answers a store
 * page (it is installed then), closes it, and starts it again with the same profile; the
 * returned browser is the second start. Costs one extra start (about 20-30 s).
 */
export async function launchManagedChromiumStartedBefore(
  options: ManagedBrowserOptions,
  companionId: string,
): Promise<ManagedChromium> {
  const first = await launchManagedChromium(options);
  try {
    const page = first.context.pages()[0] ?? (await first.context.newPage());
    await page.goto(new URL('/extensions/popular', options.baseURL).href);
    await waitForCompanion(page, companionId);
  } finally {
    await first.close();
  }
  return launchManagedChromium(options);
}
