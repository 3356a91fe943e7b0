import { useSyncExternalStore } from 'react';

/**
 * Load failures of pages that keep them (detail, my items) as a network error, keyed by the
 * page's route. Every route change clears them, so a failure never follows the
 * visitor to another page.
 */
const errors = new Map<string, unknown>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setNetworkError(key: string, error: unknown): void {
  if (errors.get(key) === error) return;
  errors.set(key, error);
  emit();
}

export function clearNetworkErrors(): void {
  if (errors.size === 0) return;
  errors.clear();
  emit();
}

export function getNetworkError(key: string): unknown {
  return errors.get(key);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNetworkError(key: string): unknown {
  return useSyncExternalStore(
    subscribe,
    () => errors.get(key),
    () => undefined,
  );
}
