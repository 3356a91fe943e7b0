import type { Product } from '@lagoon/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSecretMode } from '../../../lib/browser-bridge';
import { loadChunk } from '../../../lib/chunk-load';
import { type CompanionClient, isCompanionFailure } from '../../../lib/companion-client';
import { useNotebookEdition, useStoreConfig } from '../../session';
import { getInstallAccess } from '../api/install-requests';
import type { AccessAnswer } from './install-access';
import {
  effectOf,
  type InstallEffect,
  type InstallEvent,
  type InstallFailure,
  initialInstallState,
  installReducer,
  installTarget,
  NO_COMPANION,
  type Probe,
} from './install-machine';

/**
 * Connects to the companion. The connection's code checks replies with the contract's schemas
 * (zod), so it loads now, after the page is up, rather than holding up the page's hydration.
 * A chunk that cannot load reads as no companion, as a missing companion does.
 */
async function connectCompanion(companionId: string): Promise<CompanionClient | null> {
  try {
    const companion = await loadChunk(() => import('../../../lib/companion'));
    return await companion.connectCompanion(companionId);
  } catch {
    return null;
  }
}

/**
 * How long the companion waits for Chromium to report an install. The visitor may close
 * Chromium's prompt without a word to the page, so the button should not say Checking... for
 * the contract's full five minutes.
 */
export const INSTALL_WATCH_MS = 120_000;

/**
 * How long after the window comes back (Chromium's prompt closed) an install must have shown up
 * before the button offers Add again: confirming the prompt installs within about a second.
 */
export const PROMPT_SETTLE_MS = 3_000;

/** An item as the detail page has it; `crxUrl` only comes with the detail answer. */
export type InstallProduct = Product & { crxUrl?: string | null };

/** Opens a URL the way a link click does, inside the click handler that asked for it. */
function openUrl(url: string, newTab: boolean): void {
  const link = document.createElement('a');
  link.href = url;
  if (newTab) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The package Add opens: in a browser whose companion reports a group, the group's own copy
 * (`?group=<groupId>`), whose manifest names the update address the group's policy file allows;
 * the store makes it only for items the group allows. Without a group, the store's own package.
 */
export function packageUrlFor(
  crxUrl: string,
  groupId: string | null | undefined,
  groupPackage: string | null = null,
): string {
  if (!groupId) return crxUrl;
  // The store names the package this group receives: a staged release's new version for a
  // pilot group, the version everyone else keeps for another (GET /ajax/install-access).
  if (groupPackage) return groupPackage;
  const [path, query] = crxUrl.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('group', groupId);
  return `${path}?${params.toString()}`;
}

/**
 * What the store says of the browser's group and the item; null without a group, or when the
 * store could not answer (the button then offers Add, and the browser's policy has the last word).
 */
async function accessOf(extensionId: string, groupId: string | null | undefined) {
  if (!groupId) return null;
  try {
    const answer = await getInstallAccess(extensionId, groupId);
    return {
      allowed: answer.allowed,
      request: answer.request,
      crxUrl: answer.crxUrl ?? null,
    } satisfies AccessAnswer;
  } catch {
    return null;
  }
}

function failureOf(error: { code: string; message: string }): InstallFailure {
  return { code: error.code, message: error.message };
}

/** Starts what a transition asked for; its outcome comes back as an event. */
function runEffect(
  effect: InstallEffect,
  item: InstallProduct,
  client: CompanionClient | null,
  groupPackage: string | null,
  dispatch: (event: InstallEvent) => void,
): void {
  if (effect === 'open-web-app') {
    if (item.webApp?.url) openUrl(item.webApp.url, true);
    return;
  }
  if (!client) {
    const failure = { code: NO_COMPANION, message: '' };
    dispatch({ type: effect === 'enable' ? 'enable-failed' : 'install-failed', failure });
    return;
  }
  if (effect === 'enable') {
    void client
      .enable(item.extensionId)
      .then((reply) =>
        dispatch(
          isCompanionFailure(reply)
            ? { type: 'enable-failed', failure: failureOf(reply.error) }
            : { type: 'enable-succeeded', item: reply.state },
        ),
      );
    return;
  }
  // The companion listens first, then the page opens the package and Chromium prompts.
  const watched = client.install(item.extensionId, { timeoutMs: INSTALL_WATCH_MS });
  if (item.crxUrl) openUrl(packageUrlFor(item.crxUrl, client.hello.groupId, groupPackage), false);
  void watched.then((reply) =>
    dispatch(
      isCompanionFailure(reply)
        ? { type: 'install-failed', failure: failureOf(reply.error) }
        : { type: 'install-succeeded', item: reply.state },
    ),
  );
}

/**
 * Runs the install machine for one item: probes the browser on mount and whenever the window
 * is back in front, and runs the effect each transition asks for. Dispatch runs the reducer
 * synchronously, so an effect started by a click (opening the CRX, the web app's tab) runs
 * inside that click.
 */
export function useInstall(product: InstallProduct) {
  const [state, setState] = useState(() => initialInstallState(installTarget(product)));
  const stateRef = useRef(state);
  const productRef = useRef(product);
  productRef.current = product;
  const clientRef = useRef<CompanionClient | null>(null);
  /** The package the store names for the browser's group, from the last probe. */
  const groupPackageRef = useRef<string | null>(null);

  const config = useStoreConfig();
  const notebook = useNotebookEdition();
  const companionId = config?.companion?.id ?? null;

  const dispatch = useCallback((event: InstallEvent) => {
    const previous = stateRef.current;
    const next = installReducer(previous, event);
    if (next === previous) return;
    stateRef.current = next;
    setState(next);
    const effect = effectOf(previous, next);
    if (effect) {
      runEffect(effect, productRef.current, clientRef.current, groupPackageRef.current, dispatch);
    }
  }, []);

  // One look at the browser: its own secret-mode flag, the companion, the item's state.
  const probeCount = useRef(0);
  const probe = useCallback(
    async (afterPrompt = false) => {
      if (stateRef.current.status === 'blocked') return;
      const count = ++probeCount.current;
      const current = productRef.current;
      const client = companionId ? await connectCompanion(companionId) : null;
      const incognito = client?.hello.incognito === true;
      let item: Probe['item'] = null;
      let access: Probe['access'] = null;
      if (client && !incognito && stateRef.current.kind === 'extension') {
        const [reply, answer] = await Promise.all([
          client.state([current.extensionId]),
          accessOf(current.extensionId, client.hello.groupId),
        ]);
        if (!isCompanionFailure(reply)) {
          item = reply.items[current.extensionId] ?? { installed: false };
        }
        access = answer;
      }
      if (count !== probeCount.current) return;
      clientRef.current = client;
      groupPackageRef.current = access?.crxUrl ?? null;
      dispatch({
        type: 'probed',
        probe: {
          secret: isSecretMode() || incognito,
          companion: client !== null,
          notebook: notebook === true,
          item,
          afterPrompt,
          access,
        },
      });
    },
    [companionId, notebook, dispatch],
  );

  // A visitor looking at a blocked item may still have it running: the companion checks the
  // store's blocklist now instead of at its next hourly round, and turns the item off.
  const blocked = product.blocked;
  useEffect(() => {
    if (!blocked || !companionId) return;
    void connectCompanion(companionId).then((client) => client?.refreshBlocklist());
  }, [blocked, companionId]);

  useEffect(() => {
    void probe();
    let settle: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      dispatch({ type: 'refresh' });
      void probe();
      const current = stateRef.current;
      if (current.status === 'installing' && current.kind === 'extension') {
        clearTimeout(settle);
        settle = setTimeout(() => void probe(true), PROMPT_SETTLE_MS);
      }
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearTimeout(settle);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [probe, dispatch]);

  const groupId = clientRef.current?.hello.groupId ?? null;
  return { state, dispatch, groupId };
}
