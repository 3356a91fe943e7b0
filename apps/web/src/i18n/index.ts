import {
  ERRORS,
  type ErrorCode,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  type Language,
} from '@lagoon/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ko } from './ko';

/** Error messages of one language, read from the contract so they never drift from the server. */
export function errorCatalog(language: Language): Record<ErrorCode, string> {
  const entries = Object.entries(ERRORS).map(([code, entry]) => [code, entry[language]]);
  return Object.fromEntries(entries) as Record<ErrorCode, string>;
}

export const resources = {
  en: { translation: { ...en, errors: errorCatalog('en') } },
  ko: { translation: { ...ko, errors: errorCatalog('ko') } },
} satisfies Record<Language, { translation: object }>;

/** Starts i18next synchronously with the bundled catalogs, in the given language. */
export function initI18n(language: Language): i18n {
  i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}
