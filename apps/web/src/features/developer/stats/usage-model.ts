import { addDays, type ItemUsage, isWebAppType, type ProductType } from '@lagoon/contract';

/** The numbers a usage chart can draw, each a field of a day. */
export type UsageSeries = 'activeInstalls' | 'updateChecks' | 'newInstalls' | 'ratings';

/** The address of an item's statistics over the last `days` days. */
export function statsPath(extensionId: string, days: number): string {
  return `/developers/stats/${extensionId}?days=${days}`;
}

/** The last `days` calendar days ending with `today`, as the usage call takes them. */
export function usageRangeFor(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, 1 - Math.max(1, days)), to: today };
}

/** Whether installations of a kind of item go through the update service (not web apps). */
export function countsInstalls(productType: ProductType): boolean {
  return !isWebAppType(productType);
}

export interface UsageSummary {
  /** Today's active installations; null when today is outside the range. */
  activeToday: number | null;
  updateChecks: number;
  newInstalls: number;
  ratings: number;
  /**
   * Some browser reported the item in use in the range (its companion's daily report, or a
   * roll-call), so active installations mean something.
   */
  anyActive: boolean;
  /** Nothing at all was counted in the range. */
  empty: boolean;
}

/** What the numbers of a range come to. Active installations are per day, so never summed. */
export function summarize(usage: ItemUsage): UsageSummary {
  const sum = (series: UsageSeries) => usage.days.reduce((total, day) => total + day[series], 0);
  const today = usage.days.find((day) => day.day === usage.today);
  const anyActive = usage.days.some((day) => day.activeInstalls > 0);
  const summary = {
    activeToday: today ? today.activeInstalls : null,
    updateChecks: sum('updateChecks'),
    newInstalls: sum('newInstalls'),
    ratings: sum('ratings'),
    anyActive,
  };
  const empty =
    !anyActive && summary.updateChecks === 0 && summary.newInstalls === 0 && summary.ratings === 0;
  return { ...summary, empty };
}

/** The day with the most of a series (the first of equals); null for an empty range. */
export function peakOf(
  days: ItemUsage['days'],
  series: UsageSeries,
): { day: string; value: number } | null {
  let peak: { day: string; value: number } | null = null;
  for (const day of days) {
    if (!peak || day[series] > peak.value) peak = { day: day.day, value: day[series] };
  }
  return peak;
}
