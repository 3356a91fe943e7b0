/**
 * The side panel page: the store's sidebar pages in a frame filling the panel. The page to
 * show comes from `?path=` (what a store page asked for with openSidePanel), else the sidebar's
 * home; it must be a page under /sidebar of the store, and it gets the browser's language
 * (`hl`) when it names none. The store lets its /sidebar pages be framed by this extension.
 */
import { SIDEBAR_HOME, sidebarAddress, storeLanguage } from '../sidebar-address.js';
import { readStoreUrl } from './store-url.js';
import { STRINGS } from './strings.js';

const language = storeLanguage(chrome.i18n.getUILanguage());
const strings = STRINGS[language];
document.documentElement.lang = language;
document.title = strings.panelTitle;

async function show(): Promise<void> {
  const frame = document.getElementById('frame') as HTMLIFrameElement;
  const storeUrl = await readStoreUrl();
  if (!storeUrl) {
    const message = document.getElementById('no-store') as HTMLElement;
    message.textContent = strings.noStore;
    message.hidden = false;
    return;
  }
  const asked = new URLSearchParams(location.search).get('path') ?? SIDEBAR_HOME;
  const address =
    sidebarAddress(storeUrl, asked, language) ?? sidebarAddress(storeUrl, SIDEBAR_HOME, language);
  if (!address) return;
  frame.title = strings.panelTitle;
  frame.src = address;
  frame.hidden = false;
}

void show();
