import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import type { $ZodConfig } from 'zod/v4/core';
import { AppProviders } from './app/app';
import { discoverAreas } from './app/discover-areas';
import { readPageData } from './app/page-data';
import { createRoutes } from './app/routes';
import { initI18n, loadMessages } from './i18n';
import { detectLanguage } from './lib/language';
import { browserRenderEnv } from './lib/render-env';
import { browserThemeHost, createThemeStore } from './lib/theme-store';

// zod builds its schemas (loaded later, with the forms that validate) after probing
// `new Function('')`, which this page's Content-Security-Policy reports as an eval violation
// even though zod catches the refusal. Jitless zod never probes. Set through the global that
// zod's `z.config` writes, so the first page does not load zod to set it; it must be set
// before the first schema is built, and nothing the shell imports builds one.
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, {
  jitless: true,
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A page the server rendered carries its data; the app shell (developer and admin areas, and
// any page the server could not render) carries none and renders here from nothing.
const pageData = readPageData(document);
const env = browserRenderEnv(pageData?.language);

// Language and theme are settled before the first render so nothing flashes.
const language = detectLanguage(window.location.search, env.browserLanguage);
document.documentElement.lang = language;
const themeStore = createThemeStore(browserThemeHost());

const loaderEnv = env;
// The developer area and the console join the table when first visited (discover-areas.ts).
const routes = createRoutes(loaderEnv);

/**
 * The code of the pages the address shows, loaded before the router starts: hydrating a
 * server-rendered page with a page still loading would draw its fallback instead.
 */
async function loadMatchedPages(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

// Only the catalog of the language shown is downloaded before the first render; the messages
// of a server-rendered page's areas load with its code, once the language is set. (Promises
// rather than a top-level await: an entry that awaits makes the bundler split the shell into
// many small chunks.)
void loadMessages(language)
  .then(async (messages) => {
    const i18n = initI18n(language, messages);
    if (pageData) await loadMatchedPages();
    return i18n;
  })
  .then((i18n) => {
    const router = createBrowserRouter(routes, {
      patchRoutesOnNavigation: discoverAreas(loaderEnv),
      ...(pageData ? { hydrationData: pageData.router } : {}),
    });
    const app = (
      <StrictMode>
        <AppProviders i18n={i18n} env={env} themeStore={themeStore}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    if (pageData) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
