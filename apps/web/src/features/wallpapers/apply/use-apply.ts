import type { Language, Product } from '@lagoon/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSecretMode } from '../../../lib/browser-bridge';
import { type CompanionClient, isCompanionFailure } from '../../../lib/companion-client';
import { appendHl } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';
import {
  type ApplyEvent,
  appliedWallpaperOf,
  applyReducer,
  effectOf,
  initialApplyState,
  NO_PHOTOS,
} from './apply-machine';
import { connectCompanion, useCompanionId } from './connect';
import { appliedWallpaperSnapshot, rememberAppliedWallpaper } from './theme-state';
import { useAppliedWallpaper } from './use-applied-wallpaper';

type ThemeOnCompanion = { extensionId: string; name: string; appliedAt: string } | null;

/** Brings the store's memory in line with what the companion says its new tab shows. */
function rememberCompanionTheme(theme: ThemeOnCompanion): void {
  const remembered = appliedWallpaperSnapshot();
  if (!theme) {
    if (remembered) rememberAppliedWallpaper(null);
    return;
  }
  if (remembered?.extensionId === theme.extensionId && remembered.appliedAt === theme.appliedAt) {
    return;
  }
  rememberAppliedWallpaper({
    extensionId: theme.extensionId,
    name: theme.name,
    appliedAt: theme.appliedAt,
  });
}

/** Sends the wallpaper to the companion; once applied, remembers it and opens a new tab. */
function runApply(
  theme: Product,
  language: Language,
  client: CompanionClient | null,
  dispatch: (event: ApplyEvent) => void,
): void {
  if (!client) {
    const failure = { code: 'FAILED', message: 'The Lagoon companion is not connected' };
    dispatch({ type: 'apply-failed', failure });
    return;
  }
  const applied = appliedWallpaperOf(theme, {
    origin: window.location.origin,
    language,
    // The page the new tab links back to, in the language it speaks.
    storeUrl: appendHl(`/detail/${theme.extensionId}`, language),
  });
  if (!applied) {
    dispatch({ type: 'apply-failed', failure: { code: NO_PHOTOS, message: '' } });
    return;
  }
  void client.applyTheme(applied).then((reply) => {
    if (isCompanionFailure(reply)) {
      dispatch({ type: 'apply-failed', failure: { ...reply.error } });
      return;
    }
    rememberCompanionTheme(
      reply.theme ?? {
        extensionId: applied.extensionId,
        name: applied.name,
        appliedAt: new Date().toISOString(),
      },
    );
    dispatch({ type: 'apply-succeeded' });
    // "Activate a new tab": the visitor sees the wallpaper at once. Not opening it takes
    // nothing away from the applied wallpaper, so a failure here goes unsaid.
    void client.openNewTab();
  });
}

/**
 * Runs the Apply machine for one wallpaper: asks the companion on mount and whenever the page
 * is shown again (another tab may have applied another wallpaper), and applies on press.
 */
export function useApply(theme: Product) {
  const [state, setState] = useState(initialApplyState);
  const stateRef = useRef(state);
  const themeRef = useRef(theme);
  themeRef.current = theme;
  const clientRef = useRef<CompanionClient | null>(null);
  const language = useLanguage();
  const languageRef = useRef(language);
  languageRef.current = language;
  const companionId = useCompanionId();
  const remembered = useAppliedWallpaper();

  const dispatch = useCallback((event: ApplyEvent) => {
    const previous = stateRef.current;
    const next = applyReducer(previous, event);
    if (next === previous) return;
    stateRef.current = next;
    setState(next);
    if (effectOf(previous, next) === 'apply') {
      runApply(themeRef.current, languageRef.current, clientRef.current, dispatch);
    }
  }, []);

  const probeCount = useRef(0);
  const probe = useCallback(async () => {
    const count = ++probeCount.current;
    const client = await connectCompanion(companionId);
    const incognito = client?.hello.incognito === true;
    let applied: boolean | null = null;
    if (client && !incognito) {
      const reply = await client.themeState();
      if (!isCompanionFailure(reply)) {
        // An apply under way answers for itself; an answer from before it would be stale.
        if (stateRef.current.status !== 'applying') rememberCompanionTheme(reply.theme);
        applied = reply.theme?.extensionId === themeRef.current.extensionId;
      }
    }
    if (count !== probeCount.current) return;
    clientRef.current = client;
    dispatch({
      type: 'probed',
      probe: { companion: client !== null, secret: isSecretMode() || incognito, applied },
    });
  }, [companionId, dispatch]);

  useEffect(() => {
    void probe();
    const refresh = () => {
      if (document.visibilityState === 'visible') void probe();
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [probe]);

  return {
    state,
    dispatch,
    remembered: remembered?.extensionId === theme.extensionId,
  };
}
