/**
 * The periods the statistics pages offer (the console's and a developer's item's), in days; the
 * address keeps the choice (?days=7).
 */
export const STATS_PERIODS = [7, 30, 90] as const;
export const DEFAULT_STATS_PERIOD = 30;

/** The period an address asks for; anything else is the default. */
export function readStatsPeriod(value: string | null): number {
  const days = Number(value);
  return (STATS_PERIODS as readonly number[]).includes(days) ? days : DEFAULT_STATS_PERIOD;
}
