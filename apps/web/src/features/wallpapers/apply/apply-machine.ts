import {
  APPLIED_WALLPAPER_PHOTOS_MAX,
  type AppliedWallpaper,
  type Language,
  type Product,
} from '@lagoon/contract';
import { wallpaperImages } from '../wallpaper-image';

/**
 * The "Apply" button of a wallpaper as one state machine, the way the install button has its
 * own (features/detail/install/install-machine.ts). Pure: the hook (use-apply.ts) feeds it what
 * the companion says and the visitor's clicks, and runs the effect a transition asks for.
 *
 * Checking the companion, then Apply (or, without a companion, Apply opening a dialog that
 * explains and offers the photo); Applying…; then Applied with "Apply again". Whether this
 * wallpaper is the applied one is the companion's answer once it gave one, and until then the
 * store's own memory of this browser (theme-state.ts).
 */

export const APPLY_STATUSES = [
  /** Asking the companion whether it is there and which wallpaper the new tab shows. */
  'checking',
  /** No companion, or a window where it cannot apply (incognito, guest): Apply explains. */
  'unavailable',
  'ready',
  /** The companion is downloading the photos. */
  'applying',
  /** The last apply failed: the button offers it again, the message says why. */
  'error',
] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];

/** Why Apply cannot work in this window: not connected to the store, or incognito/guest. */
export type ApplyUnavailable = 'setup' | 'secret';

export interface ApplyFailure {
  /** A BridgeErrorCode, or NO_PHOTOS (the wallpaper has no photo to send). */
  code: string;
  message: string;
}

export const NO_PHOTOS = 'NO_PHOTOS';

export interface ApplyState {
  status: ApplyStatus;
  unavailable: ApplyUnavailable | null;
  /** The companion's word on whether this wallpaper is the applied one; null: not said yet. */
  applied: boolean | null;
  /** The dialog of an unavailable Apply is open. */
  dialog: boolean;
  failure: ApplyFailure | null;
}

/** What one look at the browser found (on mount, and whenever the page is shown again). */
export interface ApplyProbe {
  /** The companion answered hello. */
  companion: boolean;
  /** Incognito or guest: the store browser's own flag, or the companion's hello. */
  secret: boolean;
  /** Whether the companion's new tab shows this wallpaper; null when it could not say. */
  applied: boolean | null;
}

export type ApplyEvent =
  | { type: 'probed'; probe: ApplyProbe }
  | { type: 'press' }
  | { type: 'dialog-closed' }
  | { type: 'apply-succeeded' }
  | { type: 'apply-failed'; failure: ApplyFailure };

export const initialApplyState: ApplyState = {
  status: 'checking',
  unavailable: null,
  applied: null,
  dialog: false,
  failure: null,
};

function probed(state: ApplyState, probe: ApplyProbe): ApplyState {
  // The apply under way has the last word on this wallpaper.
  if (state.status === 'applying') return state;
  if (!probe.companion || probe.secret) {
    // Nothing can be applied here, so nothing is shown as applied either.
    return {
      ...state,
      status: 'unavailable',
      unavailable: probe.secret ? 'secret' : 'setup',
      applied: false,
      failure: null,
    };
  }
  return {
    ...state,
    // A failure keeps its message until the visitor tries again.
    status: state.status === 'error' ? 'error' : 'ready',
    unavailable: null,
    dialog: false,
    applied: probe.applied ?? state.applied,
  };
}

export function applyReducer(state: ApplyState, event: ApplyEvent): ApplyState {
  switch (event.type) {
    case 'probed':
      return probed(state, event.probe);
    case 'press':
      if (state.status === 'unavailable') return { ...state, dialog: true };
      if (state.status === 'ready' || state.status === 'error') {
        return { ...state, status: 'applying', failure: null };
      }
      // Checking or applying: the button is disabled.
      return state;
    case 'dialog-closed':
      return state.dialog ? { ...state, dialog: false } : state;
    case 'apply-succeeded':
      return state.status === 'applying' ? { ...state, status: 'ready', applied: true } : state;
    case 'apply-failed':
      return state.status === 'applying'
        ? { ...state, status: 'error', failure: event.failure }
        : state;
  }
}

/** What a transition asks the hook to do, once, as it enters the state. */
export function effectOf(previous: ApplyState, next: ApplyState): 'apply' | null {
  return next.status === 'applying' && previous.status !== 'applying' ? 'apply' : null;
}

export type ApplyLabelKey = 'install.apply' | 'wallpapers.applying' | 'wallpapers.applyAgain';

export interface ApplyView {
  labelKey: ApplyLabelKey;
  /** This wallpaper is the one the new tab shows: the page says "Applied". */
  applied: boolean;
  disabled: boolean;
  busy: boolean;
  variant: 'primary' | 'secondary';
  /** Pressing opens a dialog (aria-haspopup). */
  opensDialog: boolean;
}

/**
 * What the button shows. `remembered`: the store's memory says this wallpaper was applied from
 * this browser, the guess until the companion answers.
 */
export function applyView(state: ApplyState, remembered: boolean): ApplyView {
  const applied = state.applied ?? remembered;
  const busy = state.status === 'checking' || state.status === 'applying';
  let labelKey: ApplyLabelKey = 'install.apply';
  if (state.status === 'applying') labelKey = 'wallpapers.applying';
  else if (applied && state.status !== 'unavailable') labelKey = 'wallpapers.applyAgain';
  return {
    labelKey,
    applied,
    disabled: busy,
    busy,
    variant: applied && state.status !== 'applying' ? 'secondary' : 'primary',
    opensDialog: state.status === 'unavailable',
  };
}

/**
 * The wallpaper as the companion keeps it: its full-size photos as absolute addresses on this
 * store (the companion downloads only from the store's origins), its settings (a wallpaper
 * without them gets a digital clock and nothing else), its page in the store, and the
 * language the new tab speaks. Null when it has no photo to show.
 */
export function appliedWallpaperOf(
  theme: Product,
  { origin, language, storeUrl }: { origin: string; language: Language; storeUrl: string },
): AppliedWallpaper | null {
  const photos = wallpaperImages(theme)
    .slice(0, APPLIED_WALLPAPER_PHOTOS_MAX)
    .map((photo) => new URL(photo.image, origin).href);
  if (photos.length === 0) return null;
  const attributes = theme.theme;
  return {
    extensionId: theme.extensionId,
    name: theme.name.slice(0, 200) || theme.extensionId,
    photos,
    clock: attributes?.clock ?? 'digital',
    topSites: attributes?.topSites ?? false,
    notices: attributes?.notices ?? false,
    storeUrl: new URL(storeUrl, origin).href,
    language,
  };
}
