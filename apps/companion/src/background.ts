/**
 * The companion's service worker: answers store pages (`runtime.onMessageExternal`), keeps
 * the extensions the store blocks turned off, keeps the applied wallpaper's notices fresh,
 * reports the store's items in use once a day, reports every extension of the browser when the
 * policy allows it (the fleet inventory), keeps the settings the organisation's policy
 * gives it (its browser group), and opens the side panel from the toolbar button. Every
 * listener is registered synchronously at the top level, as Manifest V3 requires for events to
 * wake the worker.
 */
import './zod-jitless.js';
import { createBlocklistEnforcer } from './blocklist.js';
import { createChromeBrowser } from './chrome-browser.js';
import { createInventoryReporter } from './inventory-report.js';
import { createManagedSettings } from './managed-settings.js';
import { createExternalMessageListener } from './router.js';
import { createStoreConfig } from './store-config.js';
import { createUsageReporter, isStoreItem } from './usage-report.js';
import { createWallpaperKeeper } from './wallpaper.js';

const BLOCKLIST_ALARM = 'blocklist';
/**
 * The blocklist is read again every minute (and at once when the policy changes): a block for
 * the browser's group, or an approval taken back, takes effect within that time.
 */
const BLOCKLIST_PERIOD_MINUTES = 1;
/** The store's notices on the new tab are read again this often (never by the page itself). */
const NOTICES_ALARM = 'notices';
const NOTICES_PERIOD_MINUTES = 60;
/**
 * Whether today's usage report is still due is checked this often (and whenever the worker
 * starts): a report is sent once a UTC day, soon after the day begins, and one the store did
 * not take is sent again at the next check.
 */
const USAGE_ALARM = 'usage';
const USAGE_PERIOD_MINUTES = 60;

const browser = createChromeBrowser();
const config = createStoreConfig(
  () => browser.readPackagedFile('store.json'),
  (message, detail) => browser.log(message, detail),
);
// Also listens for policy changes, so it is made here at the top level.
const managed = createManagedSettings(browser);
const blocklist = createBlocklistEnforcer(browser, config, managed);
const wallpaper = createWallpaperKeeper(browser, config);
const usage = createUsageReporter(browser, config, managed);
const inventory = createInventoryReporter(browser, config, managed);

function refreshBlocklist(reason: string): void {
  blocklist.refresh().then(
    ({ disabled, error }) => {
      if (disabled.length > 0) browser.log(`Turned off blocked extensions (${reason})`, disabled);
      if (error) browser.log(`Blocklist refresh (${reason}): ${error}`);
    },
    (error: unknown) => browser.log(`Blocklist refresh (${reason}) failed`, error),
  );
}

function refreshNotices(reason: string): void {
  wallpaper.refreshNotices().then(
    (error) => {
      if (error) browser.log(`Notices refresh (${reason}): ${error}`);
    },
    (error: unknown) => browser.log(`Notices refresh (${reason}) failed`, error),
  );
}

/** The inventory report (when the policy allows it): forced at start, else only when due. */
function reportInventory(reason: string, force = false): void {
  inventory.report({ force }).then(
    (outcome) => {
      if ('error' in outcome) browser.log(`Inventory report (${reason}): ${outcome.error}`);
    },
    (error: unknown) => browser.log(`Inventory report (${reason}) failed`, error),
  );
}

function reportUsage(reason: string): void {
  usage.report().then(
    (outcome) => {
      if ('error' in outcome) browser.log(`Usage report (${reason}): ${outcome.error}`);
    },
    (error: unknown) => browser.log(`Usage report (${reason}) failed`, error),
  );
}

/**
 * Alarms usually survive restarts, but not always: create each one whenever it is missing, or
 * when an earlier version of the companion made it with another period.
 */
async function ensureAlarm(name: string, periodInMinutes: number): Promise<void> {
  if ((await chrome.alarms.get(name))?.periodInMinutes === periodInMinutes) return;
  await chrome.alarms.create(name, { periodInMinutes });
}

chrome.runtime.onMessageExternal.addListener(
  createExternalMessageListener({ browser, blocklist, config, wallpaper, managed }),
);

chrome.runtime.onStartup.addListener(() => {
  refreshBlocklist('startup');
  refreshNotices('startup');
});
chrome.runtime.onInstalled.addListener(() => refreshBlocklist('installed'));
// A new policy file may name another group: its blocks apply at once. Registered after the
// managed settings' own listener, so the refresh reads the new settings.
browser.managedStorage.onChanged(() => {
  refreshBlocklist('policy');
  // A policy that turns inventory reports on takes effect at once.
  reportInventory('policy');
});
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === BLOCKLIST_ALARM) {
    refreshBlocklist('alarm');
    // Sent only when the list changed or a day has passed: a change no event reported (the
    // policy's settings arriving after the worker started, say) is sent within a minute.
    reportInventory('alarm');
  }
  if (alarm.name === NOTICES_ALARM) refreshNotices('alarm');
  if (alarm.name === USAGE_ALARM) reportUsage('alarm');
});

// A blocked extension installed or turned back on is turned off at once, from the kept list;
// then a store item left on is added to today's usage report (when it is not in it yet).
browser.management.onInstalledOrEnabled((extension) => {
  blocklist
    .applyTo(extension)
    .then(
      (disabled) => {
        if (disabled) browser.log('Turned off a blocked extension', extension.id);
      },
      (error: unknown) => browser.log(`Could not apply the blocklist to ${extension.id}`, error),
    )
    .finally(() => {
      if (browser.selfUpdateUrl && isStoreItem(extension, browser.selfUpdateUrl)) {
        reportUsage('installed');
      }
      inventory.schedule();
    });
});
// Removals and extensions turned off change the inventory too (installs, updates and turning
// on are scheduled above, after the blocklist had its say).
chrome.management.onUninstalled.addListener(() => inventory.schedule());
chrome.management.onDisabled.addListener(() => inventory.schedule());

for (const [name, period] of [
  [BLOCKLIST_ALARM, BLOCKLIST_PERIOD_MINUTES],
  [NOTICES_ALARM, NOTICES_PERIOD_MINUTES],
  [USAGE_ALARM, USAGE_PERIOD_MINUTES],
] as const) {
  void ensureAlarm(name, period).catch((error: unknown) =>
    browser.log(`Could not create the ${name} alarm`, error),
  );
}
// The toolbar button opens the side panel (the sidebar store) rather than a popup.
void chrome.sidePanel
  .setPanelBehavior({ openPanelOnActionClick: true })
  .catch((error: unknown) => browser.log('Could not attach the side panel to the button', error));
// Read store.json and the managed settings now, so that the first message waits for neither.
void config.get();
void managed.get();
// Each start of the worker (the browser starting, the companion installed or updated, or an
// event waking it) checks whether today's usage report is still due; storage says if it is.
reportUsage('start');
reportInventory('start', true);
