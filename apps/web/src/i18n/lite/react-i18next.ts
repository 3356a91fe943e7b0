import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import i18next, { type LiteI18n } from './i18next';

/**
 * The part of react-i18next the store uses (see ./i18next.ts): the provider, the plugin hook-up
 * and useTranslation, which re-renders its component when the language changes.
 */
const I18nContext = createContext<LiteI18n>(i18next);

export const initReactI18next = { type: '3rdParty' };

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation() {
  const i18n = useContext(I18nContext);
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const update = (next: string) => setLanguage(next);
    i18n.on('languageChanged', update);
    // A change between the first render and this effect is not missed.
    if (i18n.language !== language) setLanguage(i18n.language);
    return () => i18n.off('languageChanged', update);
  }, [i18n, language]);
  return useMemo(() => {
    // A new function per language, so memoised children that take t re-render too.
    const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
    return Object.assign([t, i18n, true] as const, { t, i18n, ready: true, language });
  }, [i18n, language]);
}
