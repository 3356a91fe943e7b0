import { useLayoutEffect } from 'react';
import { changeLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useLanguage } from '../../lib/use-language';

/** Follows the address's language: switches the catalogs and sets <html lang>. */
export function useLanguageSync() {
  const language = useLanguage();
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    if (i18n.language !== language) void changeLanguage(i18n, language);
    document.documentElement.lang = language;
  }, [i18n, language]);
}
