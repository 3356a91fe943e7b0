const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the interface language, e.g. "November 1, 2026" or "2026년 11월 1일"; null when the
 * value is not a date. A bare calendar date (YYYY-MM-DD) names a day, not an instant, so it is
 * read and shown in UTC and never slips to the previous day west of Greenwich.
 */
export function formatDate(value: string, language: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const timeZone = CALENDAR_DATE.test(value) ? 'UTC' : undefined;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(date);
}
