/**
 * The companion's service worker: answers store pages (`runtime.onMessageExternal`) and keeps
 * the extensions the store blocks turned off. Every listener is registered synchronously at the
 * top level, as Manifest V3 requires for events to wake the worker.
 */
import './zod-jitless.js';
import { createBlocklistEnforcer } from './blocklist.js';
import { createChromeBrowser } from './chrome-browser.js';
import { createExternalMessageListener } from './router.js';
import { createStoreConfig } from './store-config.js';

const BLOCKLIST_ALARM = 'blocklist';
const BLOCKLIST_PERIOD_MINUTES = 60;

const browser = createChromeBrowser();
const config = createStoreConfig(
  () => browser.readPackagedFile('store.json'),
  (message, detail) => browser.log(message, detail),
);
const blocklist = createBlocklistEnforcer(browser, config);

function refreshBlocklist(reason: string): void {
  blocklist.refresh().then(
    ({ disabled, error }) => {
      if (disabled.length > 0) browser.log(`Turned off blocked extensions (${reason})`, disabled);
      if (error) browser.log(`Blocklist refresh (${reason}): ${error}`);
    },
    (error: unknown) => browser.log(`Blocklist refresh (${reason}) failed`, error),
  );
}

/** Alarms usually survive restarts, but not always: create it whenever it is missing. */
async function ensureBlocklistAlarm(): Promise<void> {
  if (await chrome.alarms.get(BLOCKLIST_ALARM)) return;
  await chrome.alarms.create(BLOCKLIST_ALARM, { periodInMinutes: BLOCKLIST_PERIOD_MINUTES });
}

chrome.runtime.onMessageExternal.addListener(
  createExternalMessageListener({ browser, blocklist, config }),
);

chrome.runtime.onStartup.addListener(() => refreshBlocklist('startup'));
chrome.runtime.onInstalled.addListener(() => refreshBlocklist('installed'));
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === BLOCKLIST_ALARM) refreshBlocklist('alarm');
});

// A blocked extension installed or turned back on is turned off at once, from the kept list.
browser.management.onInstalledOrEnabled((extension) => {
  blocklist.applyTo(extension).then(
    (disabled) => {
      if (disabled) browser.log('Turned off a blocked extension', extension.id);
    },
    (error: unknown) => browser.log(`Could not apply the blocklist to ${extension.id}`, error),
  );
});

void ensureBlocklistAlarm().catch((error: unknown) =>
  browser.log('Could not create the alarm', error),
);
// Read store.json now, so that the first message is checked without waiting.
void config.get();
