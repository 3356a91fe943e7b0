import { retryDelay, shouldRetry } from './retry';

/**
 * A small cache for the reads every visitor's first page makes: who is visiting, the store's
 * settings, banners and the product lists. The query library serves every other page and
 * loads with them; the first page does without it to stay within its JavaScript budget
 * (bench: home-page-size). Where the pages rely on it, this behaves as the library does: one
 * load per key at a time, data kept while fresh and shown while it is read again, failures
 * that may pass retried, entries nobody reads dropped after a while.
 */

export type ResourceKey = readonly unknown[];

export type ResourceStatus = 'pending' | 'success' | 'error';

export interface ResourceState<T> {
  readonly status: ResourceStatus;
  readonly data: T | undefined;
  /** The last failure; kept beside older data when only a reload or a next page failed. */
  readonly error: unknown;
  readonly isFetching: boolean;
  /** A next page is being added (paged resources). */
  readonly isFetchingMore: boolean;
  /** When the data arrived; 0 while there is none or after it was marked stale. */
  readonly updatedAt: number;
}

export interface LoadOptions {
  /** false: a failure is final. Otherwise failures that may pass are retried (shouldRetry). */
  retry?: boolean;
  /** Adds to the data already there: the state says isFetchingMore, and a failure keeps it. */
  more?: boolean;
}

type Load<T> = (signal: AbortSignal) => Promise<T>;

const INITIAL: ResourceState<never> = {
  status: 'pending',
  data: undefined,
  error: undefined,
  isFetching: false,
  isFetchingMore: false,
  updatedAt: 0,
};

/** How long an entry nobody reads is kept (a visitor going back finds it). */
export const UNREAD_KEEP_MS = 5 * 60_000;

interface Run {
  readonly controller: AbortController;
  readonly promise: Promise<void>;
}

class Entry {
  state: ResourceState<unknown> = INITIAL;
  readonly listeners = new Set<() => void>();
  run: Run | undefined;
  /** The reader's way to load this entry again when it is invalidated. */
  reload: Load<unknown> | undefined;
  dropTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly key: ResourceKey) {}
}

function sortedObject(value: object): Record<string, unknown> {
  const sorted: Record<string, unknown> = {};
  for (const name of Object.keys(value).sort()) {
    sorted[name] = (value as Record<string, unknown>)[name];
  }
  return sorted;
}

/** One string per key; objects in a key compare by content, whatever their property order. */
export function hashKey(key: ResourceKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? sortedObject(value)
      : value,
  );
}

function startsWith(key: ResourceKey, prefix: ResourceKey): boolean {
  return (
    prefix.length <= key.length &&
    prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]))
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ResourceCache {
  readonly #entries = new Map<string, Entry>();

  #entry(key: ResourceKey): Entry {
    const hash = hashKey(key);
    let entry = this.#entries.get(hash);
    if (!entry) {
      entry = new Entry(key);
      this.#entries.set(hash, entry);
      this.#scheduleDrop(hash, entry);
    }
    return entry;
  }

  #update(entry: Entry, change: Partial<ResourceState<unknown>>): void {
    entry.state = { ...entry.state, ...change };
    for (const listener of entry.listeners) listener();
  }

  #scheduleDrop(hash: string, entry: Entry): void {
    clearTimeout(entry.dropTimer);
    entry.dropTimer = setTimeout(() => {
      if (entry.listeners.size === 0 && !entry.run) this.#entries.delete(hash);
    }, UNREAD_KEEP_MS);
  }

  /** The state of a key: the same object until something changes (a React store snapshot). */
  read<T>(key: ResourceKey): ResourceState<T> {
    return (this.#entries.get(hashKey(key))?.state ?? INITIAL) as ResourceState<T>;
  }

  subscribe(key: ResourceKey, listener: () => void): () => void {
    const hash = hashKey(key);
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    clearTimeout(entry.dropTimer);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0) this.#scheduleDrop(hash, entry);
    };
  }

  /**
   * Loads a key unless a load of it is running (then that one is awaited). Failures end up in
   * the state, never in the returned promise.
   */
  fetch<T>(key: ResourceKey, load: Load<T>, options: LoadOptions = {}): Promise<void> {
    const entry = this.#entry(key);
    if (entry.run) return entry.run.promise;
    if (!options.more) entry.reload = load as Load<unknown>;
    const controller = new AbortController();
    const attempt = async (): Promise<T> => {
      for (let failures = 0; ; ) {
        try {
          return await load(controller.signal);
        } catch (error) {
          failures += 1;
          const again = options.retry !== false && shouldRetry(failures - 1, error);
          if (!again || controller.signal.aborted) throw error;
          await wait(retryDelay(failures));
        }
      }
    };
    const run: Run = {
      controller,
      promise: attempt().then(
        (data) => {
          if (entry.run === run) this.#answer(entry, data);
        },
        (error: unknown) => {
          if (entry.run !== run) return;
          entry.run = undefined;
          // Data already shown stays: only a first load turns the resource into an error.
          const keep = entry.state.data !== undefined;
          this.#update(entry, {
            status: keep ? 'success' : 'error',
            error,
            isFetching: false,
            isFetchingMore: false,
          });
        },
      ),
    };
    entry.run = run;
    this.#update(entry, { isFetching: true, isFetchingMore: options.more === true });
    return run.promise;
  }

  /** Replaces a key's data, as if a load had just returned it; a running load is dropped. */
  set<T>(key: ResourceKey, data: T): void {
    const entry = this.#entry(key);
    entry.run?.controller.abort();
    this.#answer(entry, data);
  }

  /** The entry holds fresh data and nothing is loading. */
  #answer(entry: Entry, data: unknown): void {
    entry.run = undefined;
    this.#update(entry, {
      status: 'success',
      data,
      error: undefined,
      isFetching: false,
      isFetchingMore: false,
      updatedAt: Date.now(),
    });
  }

  /** Marks every key under the prefix stale and loads again the ones somebody reads. */
  invalidate(prefix: ResourceKey): Promise<void> {
    const loads: Promise<void>[] = [];
    for (const entry of this.#entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      this.#update(entry, { updatedAt: 0 });
      if (entry.listeners.size > 0 && entry.reload) {
        entry.run?.controller.abort();
        entry.run = undefined;
        loads.push(this.fetch(entry.key, entry.reload));
      }
    }
    return Promise.all(loads).then(() => undefined);
  }

  /** Forgets every key under the prefix: readers start again from "pending" and load it. */
  reset(prefix: ResourceKey): Promise<void> {
    const loads: Promise<void>[] = [];
    for (const entry of this.#entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.run?.controller.abort();
      entry.run = undefined;
      this.#update(entry, INITIAL);
      if (entry.listeners.size > 0 && entry.reload) {
        loads.push(this.fetch(entry.key, entry.reload));
      }
    }
    return Promise.all(loads).then(() => undefined);
  }
}

/** The app's one resource cache. */
export const resources = new ResourceCache();
