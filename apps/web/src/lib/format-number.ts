/** A count with the interface language's digit grouping, e.g. 75,068. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
