const DAY_MS = 24 * 60 * 60 * 1000;
/** The last day asked for, as its number and its text: a day's requests make it once. */
let lastDay = { number: Number.NaN, text: '' };

/** The calendar day (UTC, YYYY-MM-DD) usage is counted under at `now`. */
export function usageDayOf(now: Date): string {
  const number = Math.floor(now.getTime() / DAY_MS);
  if (number !== lastDay.number) lastDay = { number, text: now.toISOString().slice(0, 10) };
  return lastDay.text;
}
