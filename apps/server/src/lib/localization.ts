import type { Language } from '@lagoon/contract';

/** Picks the localization to show in a language: exact, then same language, then the default. */
export function pickLocalization<T extends { locale: string }>(
  localizations: readonly T[],
  language: Language,
  defaultLocale: string,
): T | undefined {
  const primary = (locale: string) => locale.split('_')[0];
  return (
    localizations.find((entry) => entry.locale === language) ??
    localizations.find((entry) => primary(entry.locale) === language) ??
    localizations.find((entry) => entry.locale === defaultLocale) ??
    localizations.find((entry) => primary(entry.locale) === primary(defaultLocale)) ??
    localizations[0]
  );
}
