/** The calendar day (UTC, YYYY-MM-DD) usage is counted under at `now`. */
export function usageDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}
