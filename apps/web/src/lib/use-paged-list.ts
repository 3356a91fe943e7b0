import { useEffect, useState } from 'react';
import type { ApiError } from './api-error';
import type { Read } from './read';
import { useLoadFetcher } from './use-load-fetcher';

export interface PagedList<P> {
  /** The pages read so far, the loader's first page first. */
  pages: P[];
  /** Reads the next page; nothing happens while one is being read or when there is none. */
  loadMore: () => void;
  loading: boolean;
  hasMore: boolean;
  /** The refusal of the first page or of the last page asked for. */
  error: ApiError | undefined;
}

interface Extra<P> {
  /** The first page these follow; a new first page (a new list) starts them over. */
  origin: Read<P> | null;
  pages: P[];
  /** The fetcher answer last taken, so one answer is appended once. */
  taken: Read<P> | undefined;
  /**
   * A page was asked for here and its answer is to be appended. Any other new answer is the
   * router reading the last page again after a write (revalidation), which replaces it.
   */
  asking: boolean;
}

/**
 * A list shown page by page ("Load more", or an endless list). The route's loader reads the
 * first page with the navigation; later pages come through a fetcher from the list's resource
 * route (app/data-routes.tsx) and are appended. `first` null means the loader left the list to
 * the browser (a random list a rendered page must not freeze): its first page is read here.
 * `nextHref` gives the resource address of the page after `last` (null: the first page), or
 * null when the list is complete.
 */
export function usePagedList<P>(
  first: Read<P> | null,
  nextHref: (last: P | null) => string | null,
): PagedList<P> {
  const fetcher = useLoadFetcher<Read<P>>();
  const [extra, setExtra] = useState<Extra<P>>({
    origin: first,
    pages: [],
    taken: fetcher.data,
    asking: false,
  });
  let current = extra;
  if (current.origin !== first) {
    current = { origin: first, pages: [], taken: fetcher.data, asking: false };
    setExtra(current);
  } else if (fetcher.data !== undefined && fetcher.data !== current.taken) {
    const answer = fetcher.data;
    const kept = current.asking ? current.pages : current.pages.slice(0, -1);
    current = {
      origin: first,
      pages: answer.data === undefined ? current.pages : [...kept, answer.data],
      taken: answer,
      asking: false,
    };
    setExtra(current);
  }

  const pages = first?.data === undefined ? current.pages : [first.data, ...current.pages];
  const next = first?.error ? null : nextHref(pages.at(-1) ?? null);
  const loading = fetcher.state !== 'idle';
  const { load } = fetcher;
  const needsFirst = first === null && current.taken === undefined && next !== null;

  const ask = (href: string) => {
    setExtra((state) => ({ ...state, asking: true }));
    void load(href);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: ask only wraps load
  useEffect(() => {
    if (needsFirst && next !== null) ask(next);
  }, [needsFirst, next, load]);

  return {
    pages,
    loadMore: () => {
      if (!loading && next !== null) ask(next);
    },
    loading: loading || needsFirst,
    hasMore: next !== null,
    error: first?.error ?? current.taken?.error,
  };
}
