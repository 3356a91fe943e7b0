/**
 * A review's day in the interface language ("Nov 24, 2026"). Read in UTC, so the page the
 * server renders and the one the browser hydrates say the same day.
 */
export function formatReviewDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The first letter of a name, for an avatar without a picture. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}
