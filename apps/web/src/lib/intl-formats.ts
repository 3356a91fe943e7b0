/**
 * Intl formatters kept per language and options. Making one costs far more than formatting
 * with it (a page the server renders formats every card's numbers and dates), and a formatter
 * never changes. Languages come from the interface's own list, so few are ever kept; the limit
 * only guards against a caller passing something else.
 */
const MAX_KEPT = 200;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    // A language Intl refuses throws here, as a new formatter would, and nothing is kept.
    format = make();
    if (formats.size >= MAX_KEPT) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(language, options)`, made once. */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return kept(
    numberFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );
}

/** `new Intl.DateTimeFormat(language, options)`, made once. */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return kept(
    dateTimeFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );
}

const pluralRuleSets = new Map<string, Intl.PluralRules>();

/** `new Intl.PluralRules(language)`, made once. */
export function pluralRules(language: string): Intl.PluralRules {
  return kept(pluralRuleSets, language, () => new Intl.PluralRules(language));
}
