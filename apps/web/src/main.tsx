import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n';
import { detectLanguage } from './lib/language';
import { applyStoredTheme } from './lib/theme';

// Language and theme are settled before the first render so nothing flashes.
const language = detectLanguage(window.location.search, navigator.language);
document.documentElement.lang = language;
const i18n = initI18n(language);
const themePreference = applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} themePreference={themePreference} />
  </StrictMode>,
);
