import type { PublicOutsideItem } from '@lagoon/contract';
import { useEffect, useState } from 'react';
import { loadChunk } from '../../lib/chunk-load';
import { useStoreConfig } from '../session';
import { getGroupOutsideItem, getGroupOutsideItems } from './outside-api';

/**
 * The browser group the Lagoon companion reports for this browser: `undefined` while asking,
 * `false` when no companion answers (a browser the organisation does not manage), else the
 * group's id, or null for a managed browser whose policy names no group (the default group).
 */
export function useBrowserGroup(): string | null | false | undefined {
  const companionId = useStoreConfig()?.companion?.id ?? null;
  const [group, setGroup] = useState<string | null | false | undefined>(undefined);
  useEffect(() => {
    if (!companionId) {
      setGroup(false);
      return;
    }
    let current = true;
    loadChunk(() => import('../../lib/companion'))
      .then((companion) => companion.connectCompanion(companionId))
      .then(
        (client) => current && setGroup(client ? (client.hello.groupId ?? null) : false),
        () => current && setGroup(false),
      );
    return () => {
      current = false;
    };
  }, [companionId]);
  return group;
}

/** What a store page knows of items from elsewhere for this browser. */
export type OutsideRead<T> =
  | { state: 'pending' }
  | { state: 'unmanaged' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; data: T };

function useGroupRead<T>(
  fetch: (groupId: string | null, signal: AbortSignal) => Promise<T>,
  key: string,
): OutsideRead<T> {
  const group = useBrowserGroup();
  const [read, setRead] = useState<OutsideRead<T>>({ state: 'pending' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `fetch` reads.
  useEffect(() => {
    if (group === undefined) return;
    if (group === false) {
      setRead({ state: 'unmanaged' });
      return;
    }
    const controller = new AbortController();
    setRead({ state: 'pending' });
    fetch(group, controller.signal).then(
      (data) => setRead({ state: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setRead({ state: 'failed', error }),
    );
    return () => controller.abort();
  }, [group, key]);
  return read;
}

/** The items from elsewhere this browser's group lets the visitor have, in `language`. */
export function useGroupOutsideItems(language: string): OutsideRead<PublicOutsideItem[]> {
  const read = useGroupRead(
    (groupId, signal) => getGroupOutsideItems(groupId, signal).then((list) => list.items),
    language,
  );
  return read;
}

/** One item from elsewhere, when this browser's group lets the visitor have it. */
export function useGroupOutsideItem(
  extensionId: string,
  language: string,
): OutsideRead<PublicOutsideItem> {
  return useGroupRead(
    (groupId, signal) => getGroupOutsideItem(extensionId, groupId, signal),
    `${extensionId}:${language}`,
  );
}
