import type { Language } from '@lagoon/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { detectLanguage } from '../lib/language';

/**
 * What a route's loader works with: the query client that holds every answer of the visit (one
 * per visit in the browser, one per request on the server) and the language the visitor's
 * browser asks for, used when the address names none.
 */
export interface LoaderEnv {
  queryClient: QueryClient;
  browserLanguage: string | undefined;
}

/**
 * A page's loader: it starts the page's reads with the navigation (and on the server before
 * rendering) by putting them into the query client, where the page's components read them
 * with the same query options. It returns nothing; the data lives in the client.
 */
export type PageLoader = (env: LoaderEnv, args: LoaderFunctionArgs) => Promise<void>;

/** A page loader as the router calls it: it fills the query client and returns nothing. */
export function routeLoader(env: LoaderEnv, pageLoader: PageLoader): LoaderFunction {
  return async (args) => {
    await pageLoader(env, args);
    return null;
  };
}

/** The interface language of a loader's request: hl, else the browser's language. */
export function requestLanguage(env: LoaderEnv, request: Request): Language {
  return detectLanguage(new URL(request.url).search, env.browserLanguage);
}
