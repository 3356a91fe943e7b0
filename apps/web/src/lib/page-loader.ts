import type { Language } from '@lagoon/contract';
import { type LoaderFunction, type LoaderFunctionArgs, redirect } from 'react-router';
import { appendHl, detectLanguage, readHl } from './language';

/**
 * What a route's loader knows besides the request: the language the visitor's browser asks
 * for, used when the address names none (from navigator in the browser, from the request's
 * Accept-Language on the server).
 */
export interface LoaderEnv {
  browserLanguage: string | undefined;
}

/**
 * A page's loader: it reads what the page shows, with the navigation (and on the server before
 * rendering), and returns it; the page's components read it with useLoaderData. Each read is a
 * Read (lib/read.ts), so a refusal is shown by the page instead of failing the navigation.
 */
export type PageLoader<T = unknown> = (env: LoaderEnv, args: LoaderFunctionArgs) => Promise<T>;

/** A page loader as the router calls it. */
export function routeLoader<T>(env: LoaderEnv, pageLoader: PageLoader<T>): LoaderFunction {
  return (args) => pageLoader(env, args);
}

/**
 * The loader of a page that shows the visitor's own data. It reads in the browser only: the
 * server renders the same page for every visitor and never asks who is visiting (see
 * features/session), so there it returns null and the page shows its placeholder until the
 * browser has taken over and read. Developer and console pages are drawn in the browser
 * anyway; this keeps the server from reading them for a visitor it does not know.
 */
export function privatePageLoader<T>(read: PageLoader<T>): PageLoader<T | null> {
  return async (env, args) => (typeof document === 'undefined' ? null : read(env, args));
}

/** The interface language of a loader's request: hl, else the browser's language. */
export function requestLanguage(env: LoaderEnv, request: Request): Language {
  return detectLanguage(new URL(request.url).search, env.browserLanguage);
}

/** A loader's redirect that keeps the interface language of the address it leaves. */
export function redirectKeepingHl(request: Request, to: string): Response {
  return redirect(appendHl(to, readHl(new URL(request.url).search)));
}
