import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { $ZodConfig } from 'zod/v4/core';
import { App } from './app/app';
import { initI18n, loadMessages } from './i18n';
import { detectLanguage } from './lib/language';
import { applyStoredTheme } from './lib/theme';

// zod builds its schemas (loaded later, with the pages that validate) after probing
// `new Function('')`, which this page's Content-Security-Policy reports as an eval violation
// even though zod catches the refusal. Jitless zod never probes. Set through the global that
// zod's `z.config` writes, so the first page does not load zod to set it; it must be set
// before the first schema is built, and nothing the shell imports builds one.
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, {
  jitless: true,
});

// Language and theme are settled before the first render so nothing flashes.
const language = detectLanguage(window.location.search, navigator.language);
document.documentElement.lang = language;
const themePreference = applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// Only the catalog of the language shown is downloaded before the first render. (A promise
// rather than a top-level await: an entry that awaits makes the bundler split the shell into
// many small chunks.)
void loadMessages(language).then((messages) => {
  const i18n = initI18n(language, messages);
  root.render(
    <StrictMode>
      <App i18n={i18n} themePreference={themePreference} />
    </StrictMode>,
  );
});
