import type { Language } from '@lagoon/contract';
import { type ComponentType, createElement } from 'react';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { ROOT_ROUTE_ID, SESSION_PATH, useLoadSession } from '../features/session';
import { en } from '../i18n/en';
import { type AppTranslator, type Area, createI18n, loadArea } from '../i18n/index';
import { ko } from '../i18n/ko';
import { type PageLoader, routeLoader } from '../lib/page-loader';
import { type MemoryRouter, mountRouter } from './dom';

/*
 * Pages and components rendered inside a memory router as the app has them: the router's own
 * loaders, the store's settings at the root, the session read by the shell, and the message
 * areas the page's route would load. Pair it with ./fake-api.ts for what the store answers.
 */

/** A translator showing `language`, with the base catalog and the given areas loaded. */
export async function translator(language: Language, areas: Area[] = []): Promise<AppTranslator> {
  const i18n = language === 'ko' ? createI18n('ko', ko) : createI18n('en', en);
  for (const area of areas) await loadArea(area, i18n);
  return i18n;
}

/** A translator showing `language`, with the base catalog and `messages` added, ready at once. */
export function translatorWith(
  language: Language,
  messages: Parameters<AppTranslator['addMessages']>[1],
): AppTranslator {
  const i18n = language === 'ko' ? createI18n('ko', ko) : createI18n('en', en);
  i18n.addMessages(language, messages);
  return i18n;
}

export interface RouteRender {
  routes: RouteObject[];
  /** The address the router starts at. */
  path: string;
  /** The language the texts are shown in (default English). */
  language?: Language;
  /** The message areas to load, as the page's route does before it renders. */
  areas?: Area[];
}

/** Renders `routes` at `path` and waits for the first loads; returns the router. */
export async function renderRoute(options: RouteRender): Promise<MemoryRouter> {
  const i18n = await translator(options.language ?? 'en', options.areas);
  const router = createMemoryRouter(options.routes, { initialEntries: [options.path] });
  await mountRouter(router, i18n);
  return router;
}

/**
 * A page's route as the app declares it: its loader, run as in the browser for a visitor whose
 * browser asks for `browserLanguage`, and its component.
 */
export function pageRoute(
  path: string,
  loader: PageLoader,
  Component: ComponentType,
  browserLanguage = 'en',
): RouteObject {
  return {
    path,
    loader: routeLoader({ browserLanguage }, loader),
    Component,
    HydrateFallback: () => null,
  };
}

/** The app's shell in miniature: it reads the session as the real one does. */
function Shell() {
  useLoadSession();
  return createElement(Outlet);
}

export interface StoreRoot {
  /** What the store's settings read (`useStoreConfig`). */
  config: object;
  /** With a value, a shell reads the session, signed in or not, as the app's shell does. */
  signedIn?: boolean;
  children: RouteObject[];
}

/** The app's root route: the store's settings, and the session when `signedIn` is given. */
export function storeRoot(options: StoreRoot): RouteObject {
  const children = [...options.children];
  if (options.signedIn !== undefined) {
    const user = { isAuthenticated: options.signedIn, isAdmin: false, age: 30 };
    children.push({
      path: SESSION_PATH.slice(1),
      loader: () => ({ user: { data: user }, creator: null }),
    });
  }
  return {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: () => ({ config: { data: options.config } }),
    ...(options.signedIn === undefined ? {} : { Component: Shell }),
    children,
  };
}

export interface ItemPageRender {
  extensionId: string;
  /** What the item's page shows: the part under test. */
  Component: ComponentType;
  /** Whether the visitor is signed in. */
  signedIn: boolean;
  /** Where the store sends visitors to sign in. */
  loginUrl: string;
  language?: Language;
  /** Resource routes the part reads besides the session (`_data/...`). */
  resources?: RouteObject[];
}

/** Renders a part of an item's page (`/detail/:extensionId`) as a visitor meets it. */
export function renderItemPage(options: ItemPageRender): Promise<MemoryRouter> {
  const language = options.language ?? 'en';
  return renderRoute({
    routes: [
      storeRoot({
        config: { loginUrl: options.loginUrl },
        signedIn: options.signedIn,
        children: [
          { path: 'detail/:extensionId', Component: options.Component },
          ...(options.resources ?? []),
        ],
      }),
    ],
    path: `/detail/${options.extensionId}?hl=${language}`,
    language,
    areas: ['store', 'errors'],
  });
}
