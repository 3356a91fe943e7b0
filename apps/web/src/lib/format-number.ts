import { numberFormat } from './intl-formats';

/** A count with the interface language's digit grouping, e.g. 75,068. */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}
