import { useCallback, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

export interface WriteOptions<I, O> {
  /** Runs after the write succeeded and before the pages' data is read again. */
  onSuccess?: (data: O, input: I) => unknown;
  onError?: (error: Error, input: I) => void;
  /**
   * Read every loader of the page (and the session) again afterwards: the default, so
   * nothing on screen stays as it was before the write. Off for a write that leaves the page.
   */
  revalidate?: boolean;
}

export interface Write<I, O> {
  /** Starts the write; resolves with its answer, or undefined when it failed. */
  run: (input: I) => Promise<O | undefined>;
  /** From the call until the data on screen has been read again. */
  pending: boolean;
  /** The last run's failure (usually an ApiError with the contract's code). */
  error: Error | null;
  data: O | undefined;
  /** Forgets the last run's answer and failure (a dialog that opens again). */
  reset: () => void;
}

interface WriteState<O> {
  pending: boolean;
  error: Error | null;
  data: O | undefined;
}

const IDLE = { pending: false, error: null, data: undefined } as const;

/**
 * A write to the store's API from a form or a button: it runs the call, then has the router
 * read its loaders again (the pages' reads and the session), so everything on screen reflects
 * the change without anyone listing what to refresh. The write's own answer and refusal are
 * here for the form that made it (field errors, the saved draft, a dialog that closes).
 */
export function useWrite<I = void, O = unknown>(
  write: (input: I) => Promise<O>,
  options: WriteOptions<I, O> = {},
): Write<I, O> {
  const revalidator = useRevalidator();
  const [state, setState] = useState<WriteState<O>>(IDLE);
  // The latest callbacks, so a run started before a re-render still calls the current ones.
  const latest = useRef({ write, options, revalidator });
  latest.current = { write, options, revalidator };
  const runs = useRef(0);

  const run = useCallback(async (input: I): Promise<O | undefined> => {
    const id = ++runs.current;
    setState({ pending: true, error: null, data: undefined });
    const { write: call, options: current } = latest.current;
    let data: O;
    try {
      data = await call(input);
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (id === runs.current) setState({ pending: false, error, data: undefined });
      current.onError?.(error, input);
      return undefined;
    }
    await current.onSuccess?.(data, input);
    if (current.revalidate !== false) await latest.current.revalidator.revalidate();
    if (id === runs.current) setState({ pending: false, error: null, data });
    return data;
  }, []);

  const reset = useCallback(() => {
    runs.current++;
    setState(IDLE);
  }, []);

  return { run, pending: state.pending, error: state.error, data: state.data, reset };
}
