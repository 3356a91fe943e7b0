import { type InstalledState, type Product, WEB_APP_TYPES } from '@lagoon/contract';
import { type AccessAnswer, type RequestSummary, requestStatusOf } from './install-access';

/**
 * The install button of an extension, sidebar or web app as one state machine, after
 * addons-frontend's install states: every status the button can show and every event that
 * moves it; what the button says in each is install-button-view.ts. Pure: the component
 * (install-button.tsx) feeds it the companion's answers and the visitor's clicks, and runs the
 * effect a transition asks for (see `effectOf`). Wallpapers keep their own "Apply" button.
 *
 * Add, then Checking... (extension) or Installing... (web app), then Added; Enable
 * becomes Enabled; an extension can show Blocked by admin.
 */

export const INSTALL_STATUSES = [
  /** Initial: asking the companion whether it is there and what it knows of the item. */
  'checking-companion',
  /** No companion answers: this browser is not connected to the store. Add explains. */
  'no-companion',
  /** Incognito or guest window: nothing can be installed. Add refuses. */
  'secret-mode',
  /** A web app outside the notebook edition. Add refuses. */
  'notebook-only',
  /** Blocked by an administrator: the button says so and explains. */
  'blocked',
  'uninstalled',
  /** Chromium's prompt is up (extension), or the web app's tab is open (web app). */
  'installing',
  'installed',
  /** Installed but turned off: Enable, unless the browser's policy forbids it. */
  'disabled',
  'enabling',
  'enabled',
  /** The last install or enable failed: the button offers it again, the dialog says why. */
  'error',
  /** The browser's group does not allow the item: Request opens the request dialog. */
  'request-needed',
  /** The visitor's request waits for an administrator: the dialog shows it and Withdraw. */
  'requested',
  /** The visitor's latest request was denied: the dialog shows why and lets them ask again. */
  'request-denied',
] as const;
export type InstallStatus = (typeof INSTALL_STATUSES)[number];

export type InstallDialog =
  | 'setup'
  | 'secret'
  | 'notebook'
  | 'blocked'
  | 'mv2'
  | 'error'
  /** Ask for the item, with a reason (Request, or asking again after a denial). */
  | 'request'
  /** The open request: its date and Withdraw. */
  | 'requested';

/** Why an install or enable failed: a bridge error code, or a reason found in the page. */
export interface InstallFailure {
  /**
   * A BridgeErrorCode, or a reason the page found: NO_PACKAGE (no signed package to open),
   * NO_WEB_APP_URL, NO_COMPANION (the companion went away after the page found it).
   */
  code: string;
  message: string;
}

export type InstallKind = 'extension' | 'webApp';

export interface InstallState {
  status: InstallStatus;
  kind: InstallKind;
  /** The item's package is Manifest V2: Add warns first. */
  manifestV2: boolean;
  /** There is something to open: the CRX of an extension, the URL of a web app. */
  installable: boolean;
  /** From the companion: false when the browser's policy keeps the item off. */
  mayEnable: boolean;
  /** The action the error status offers again. */
  retry: 'install' | 'enable';
  dialog: InstallDialog | null;
  failure: InstallFailure | null;
  /** A web app's tab was opened: tell the visitor about the address bar's install icon. */
  webAppNote: boolean;
  /** The visitor's latest request for the item, while the group does not allow it. */
  request: RequestSummary | null;
}

/** What one look at the browser found (on mount, and whenever the window is back in front). */
export interface Probe {
  /** Incognito or guest: the store browser's own flag, or the companion's hello. */
  secret: boolean;
  /** The companion answered hello. */
  companion: boolean;
  /** The notebook edition, the only one with web apps. */
  notebook: boolean;
  /** The item as the companion sees it; null when unknown (no companion, or `state` failed). */
  item: InstalledState | null;
  /**
   * Taken a while after the window came back while an extension was installing: Chromium's
   * prompt is gone by then, so an item still missing means the visitor cancelled it.
   */
  afterPrompt?: boolean;
  /**
   * For a browser the companion puts in a group: whether the group allows the item, and the
   * visitor's request for it. Null or missing: no group, or the store could not say (Add).
   */
  access?: AccessAnswer | null;
}

export type InstallEvent =
  | { type: 'probed'; probe: Probe }
  /** The window is in front again (focus, or visibilitychange to visible). */
  | { type: 'refresh' }
  /** The button was pressed; `skipManifestV2Warning`: the visitor said "Don't show again". */
  | { type: 'press'; skipManifestV2Warning: boolean }
  | { type: 'manifest-v2-continue' }
  | { type: 'dialog-closed' }
  | { type: 'install-succeeded'; item: InstalledState }
  | { type: 'install-failed'; failure: InstallFailure }
  | { type: 'enable-succeeded'; item: InstalledState }
  | { type: 'enable-failed'; failure: InstallFailure }
  /** The visitor sent a request (or withdrew theirs) from the request dialogs. */
  | { type: 'request-sent'; request: RequestSummary }
  | { type: 'request-withdrawn' };

export interface InstallTarget {
  kind: InstallKind;
  blocked: boolean;
  manifestV2: boolean;
  installable: boolean;
}

/**
 * What the machine needs to know of an item. The detail answer is read without the schema
 * library, so `crxUrl` may be missing from an older server: that counts as no package.
 */
export function installTarget(
  product: Pick<Product, 'productType' | 'blocked' | 'manifestVersion' | 'webApp'> & {
    crxUrl?: string | null;
  },
): InstallTarget {
  // Not the contract's isWebAppType: sharing it would move it into the first page's chunk.
  const webApp = (WEB_APP_TYPES as readonly string[]).includes(product.productType);
  const kind: InstallKind = webApp ? 'webApp' : 'extension';
  return {
    kind,
    blocked: product.blocked,
    manifestV2: kind === 'extension' && product.manifestVersion === 2,
    installable: kind === 'webApp' ? Boolean(product.webApp?.url) : Boolean(product.crxUrl),
  };
}

export function initialInstallState(target: InstallTarget): InstallState {
  return {
    status: target.blocked ? 'blocked' : 'checking-companion',
    kind: target.kind,
    manifestV2: target.manifestV2,
    installable: target.installable,
    mayEnable: true,
    retry: 'install',
    dialog: null,
    failure: null,
    webAppNote: false,
    request: null,
  };
}

export const NO_PACKAGE = 'NO_PACKAGE';
export const NO_WEB_APP_URL = 'NO_WEB_APP_URL';
export const NO_COMPANION = 'NO_COMPANION';

/** Where the companion's view of an item puts the button; `previous` keeps Enabled. */
function statusOfItem(item: InstalledState, previous: InstallStatus): InstallStatus {
  if (!item.installed) return 'uninstalled';
  if (!item.enabled) return 'disabled';
  return previous === 'enabled' ? 'enabled' : 'installed';
}

function withItem(state: InstallState, item: InstalledState): InstallState {
  return {
    ...state,
    status: statusOfItem(item, state.status),
    mayEnable: item.installed ? item.mayEnable : true,
  };
}

function probed(state: InstallState, probe: Probe): InstallState {
  switch (state.status) {
    case 'blocked':
    case 'enabling':
      return state;
    case 'installing':
      // Only news of the install itself moves an extension on; its own reply may still come,
      // unless the prompt was closed a while ago without adding it.
      if (state.kind === 'extension' && probe.item?.installed) return withItem(state, probe.item);
      if (state.kind === 'extension' && probe.afterPrompt && probe.item) {
        return { ...state, status: 'uninstalled' };
      }
      return state;
    default:
      break;
  }
  if (probe.secret) return { ...state, status: 'secret-mode' };
  if (state.kind === 'webApp') {
    return { ...state, status: probe.notebook ? 'uninstalled' : 'notebook-only' };
  }
  if (!probe.companion) return { ...state, status: 'no-companion' };
  if (!probe.item) {
    // The companion is there but could not say: offer Add (a failed retry keeps its offer).
    return state.status === 'error' ? state : { ...state, status: 'uninstalled' };
  }
  if (state.status === 'error' && !probe.item.installed) return state;
  const next = withItem(state, probe.item);
  // An installed item stays Added whatever the group says; a missing one may need asking for.
  if (next.status !== 'uninstalled' || !probe.access || probe.access.allowed) {
    return { ...next, request: null };
  }
  const request = probe.access.request;
  return { ...next, status: requestStatusOf(request), request };
}

function fail(state: InstallState, failure: InstallFailure, retry: 'install' | 'enable') {
  return { ...state, status: 'error' as const, dialog: 'error' as const, failure, retry };
}

function startInstall(state: InstallState): InstallState {
  if (!state.installable) {
    const code = state.kind === 'webApp' ? NO_WEB_APP_URL : NO_PACKAGE;
    return fail(state, { code, message: '' }, 'install');
  }
  return {
    ...state,
    status: 'installing',
    dialog: null,
    failure: null,
    webAppNote: state.kind === 'webApp',
  };
}

function pressed(state: InstallState, skipManifestV2Warning: boolean): InstallState {
  switch (state.status) {
    case 'no-companion':
      return { ...state, dialog: 'setup' };
    case 'secret-mode':
      return { ...state, dialog: 'secret' };
    case 'notebook-only':
      return { ...state, dialog: 'notebook' };
    case 'blocked':
      return { ...state, dialog: 'blocked' };
    case 'disabled':
      return state.mayEnable
        ? { ...state, status: 'enabling', dialog: null, failure: null }
        : state;
    case 'error':
      if (state.retry === 'enable') {
        return { ...state, status: 'enabling', dialog: null, failure: null };
      }
      break;
    case 'request-needed':
    case 'request-denied':
      return { ...state, dialog: 'request' };
    case 'requested':
      return { ...state, dialog: 'requested' };
    case 'uninstalled':
      break;
    default:
      // Checking, installing, installed, enabling, enabled: the button is disabled.
      return state;
  }
  if (state.manifestV2 && state.installable && !skipManifestV2Warning) {
    return { ...state, dialog: 'mv2' };
  }
  return startInstall(state);
}

export function installReducer(state: InstallState, event: InstallEvent): InstallState {
  switch (event.type) {
    case 'probed':
      return probed(state, event.probe);
    case 'refresh':
      // A web app's tab hands over to Chromium's own install prompt; back here, Add again.
      if (state.status === 'installing' && state.kind === 'webApp') {
        return { ...state, status: 'uninstalled' };
      }
      return state;
    case 'press':
      return pressed(state, event.skipManifestV2Warning);
    case 'manifest-v2-continue':
      if (state.dialog !== 'mv2') return state;
      if (state.status !== 'uninstalled' && state.status !== 'error') {
        return { ...state, dialog: null };
      }
      return startInstall(state);
    case 'dialog-closed':
      return state.dialog === null ? state : { ...state, dialog: null };
    case 'install-succeeded':
      if (state.status !== 'installing') return state;
      // Chromium reported the item, so it is there even if the reply says otherwise.
      return withItem({ ...state, retry: 'install' }, event.item);
    case 'install-failed':
      return state.status === 'installing' ? fail(state, event.failure, 'install') : state;
    case 'enable-succeeded':
      if (state.status !== 'enabling') return state;
      if (event.item.installed && event.item.enabled) return { ...state, status: 'enabled' };
      return withItem(state, event.item);
    case 'enable-failed':
      if (state.status !== 'enabling') return state;
      // The companion refuses items the store blocks: say so, and never offer Enable again.
      if (event.failure.code === 'NOT_ALLOWED') {
        return { ...state, status: 'disabled', mayEnable: false, dialog: 'blocked' };
      }
      return fail(state, event.failure, 'enable');
    case 'request-sent':
      if (state.status !== 'request-needed' && state.status !== 'request-denied') return state;
      return { ...state, status: 'requested', request: event.request, dialog: 'requested' };
    case 'request-withdrawn':
      if (state.status !== 'requested') return state;
      return { ...state, status: 'request-needed', request: null, dialog: null };
  }
}

/** What a transition asks the component to do, once, as it enters the state. */
export type InstallEffect = 'install-extension' | 'open-web-app' | 'enable';

export function effectOf(previous: InstallState, next: InstallState): InstallEffect | null {
  if (previous.status === next.status) return null;
  if (next.status === 'installing') {
    return next.kind === 'webApp' ? 'open-web-app' : 'install-extension';
  }
  if (next.status === 'enabling') return 'enable';
  return null;
}
