import type { Handler, MessageOf } from './handlers.js';
import { errorMessage, failure } from './replies.js';
import { panelPagePath, sidebarAddress } from './sidebar-address.js';

/** Any origin will do: only the path is checked here; the panel page frames the store's. */
const SOME_ORIGIN = 'https://store.invalid';

/**
 * Opens the browser's side panel on a sidebar page of the store, in the window of the page
 * that asked. Chromium opens the panel only while the listener of a message sent from a click
 * still runs synchronously (measured on Chromium 156: even one awaited, already resolved
 * promise before `open` makes it refuse with "may only be called in response to a user
 * gesture"), so both calls leave before anything is awaited. The path is set first: the panel
 * then loads it directly (set after `open`, the panel also ends on it, by a second navigation).
 * The path stays for the toolbar button too: changing it while the panel is open would
 * navigate the open panel.
 */
export const openSidePanel: Handler<MessageOf<'openSidePanel'>> = async (
  { path },
  { browser, sender },
) => {
  const windowId = sender.tab?.windowId;
  if (windowId === undefined) {
    return failure('NOT_ALLOWED', 'Only a store page in a browser tab opens the side panel.');
  }
  if (!sidebarAddress(SOME_ORIGIN, path, 'en')) {
    return failure('NOT_ALLOWED', `${path} is not a page of the sidebar store.`);
  }
  const pathSet = browser.sidePanel.setPath(panelPagePath(path));
  const opened = browser.sidePanel.open(windowId);
  try {
    await Promise.all([pathSet, opened]);
  } catch (error) {
    return failure('FAILED', errorMessage(error));
  }
  return { ok: true };
};
