import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { AppTranslator, Translate } from './index';

/**
 * The translator of the tree below a provider. There is no default: a component outside every
 * provider would otherwise read some other translator, which on a server rendering two
 * languages at once is the wrong language.
 */
const TranslatorContext = createContext<AppTranslator | null>(null);

/** Gives the components below it this translator. */
export function I18nProvider({ i18n, children }: { i18n: AppTranslator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

export interface TranslationTools {
  /** Reads a text in the language shown. A new function after each language change. */
  t: Translate;
  /** The provider's translator. */
  i18n: AppTranslator;
}

/**
 * The provider's translator and its `t`. The component renders again when the language
 * changes, and so do memoised children that take `t`, since `t` is then a new function.
 */
export function useTranslation(): TranslationTools {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation is used outside an I18nProvider');
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  // The language is what makes a new `t`: the translator is the same object throughout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per language, see above
  return useMemo(() => {
    const t: Translate = (key, ...options) => i18n.t(key, ...options);
    return { t, i18n };
  }, [i18n, language]);
}
