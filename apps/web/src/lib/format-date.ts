import { dateTimeFormat } from './intl-formats';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The ways the interface writes a date. */
const DATE_STYLES = {
  /** "November 1, 2026", "2026년 11월 1일". */
  long: { dateStyle: 'long' },
  /** "Nov 24, 2026", "2026. 11. 24.". */
  medium: { dateStyle: 'medium' },
  /** A day under a chart: "Nov 21", "11. 21.". */
  shortDay: { month: 'short', day: 'numeric' },
  /** A moment with its time, for logs: "Nov 21, 2026, 4:05 PM". */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/**
 * A date in the interface language, in one of the interface's styles; null when the value is
 * not a date. A bare calendar date (YYYY-MM-DD) names a day, not an instant, so it is read and
 * shown in UTC and never slips to the previous day west of Greenwich. Other values are shown in
 * the browser's time zone, or in UTC when asked: a page the server renders and the browser
 * hydrates then says the same day.
 */
export function formatDate(
  value: string,
  language: string,
  style: DateStyle = 'long',
  timeZone?: 'UTC',
): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(language, {
    ...DATE_STYLES[style],
    timeZone: CALENDAR_DATE.test(value) ? 'UTC' : timeZone,
  }).format(date);
}
