import { STATS_DEFAULT_DAYS, STATS_PERIODS } from '@lagoon/contract';

/** The period an address asks for; anything else is the default. */
export function readStatsPeriod(value: string | null): number {
  const days = Number(value);
  return (STATS_PERIODS as readonly number[]).includes(days) ? days : STATS_DEFAULT_DAYS;
}
