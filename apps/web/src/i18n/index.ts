import {
  ERRORS,
  type ErrorCode,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  type Language,
} from '@lagoon/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './en';

/** Error messages of one language, read from the contract so they never drift from the server. */
export function errorCatalog(language: Language): Record<ErrorCode, string> {
  const entries = Object.entries(ERRORS).map(([code, entry]) => [code, entry[language]]);
  return Object.fromEntries(entries) as Record<ErrorCode, string>;
}

/** One language's catalog as i18next holds it: the messages plus the error messages. */
export type Translation = Messages & { errors: Record<ErrorCode, string> };

export function translation(language: Language, messages: Messages): Translation {
  return { ...messages, errors: errorCatalog(language) };
}

/**
 * Loads one language's catalog. Each is its own chunk, so a visitor downloads only the
 * language they read; the other loads when they switch.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'ko' ? (await import('./ko')).ko : (await import('./en')).en;
}

/** Starts i18next synchronously with the catalog of the given language, already loaded. */
export function initI18n(language: Language, messages: Messages): i18n {
  i18next.use(initReactI18next).init({
    resources: { [language]: { translation: translation(language, messages) } },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}

/** Switches the interface language, loading its catalog first when it is not loaded yet. */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    const messages = await loadMessages(language);
    instance.addResourceBundle(language, 'translation', translation(language, messages));
  }
  if (instance.language !== language) await instance.changeLanguage(language);
}
