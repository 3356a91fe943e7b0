import type { StoreStats } from '@lagoon/contract';

/*
 * The console's page-view numbers as its charts draw them. The charts' own arithmetic (axes,
 * days, labels) is shared with the developers' statistics in components/charts.
 */

export interface DayCount {
  day: string;
  count: number;
}

/**
 * Page views per day over the given days, zero where nothing was counted: of every path, or
 * of one when `path` is given. Days the server sent outside the range are ignored.
 */
export function viewsPerDay(
  pageViews: StoreStats['pageViews'],
  days: readonly string[],
  path: string | null,
): DayCount[] {
  const totals = new Map(days.map((day) => [day, 0]));
  for (const row of pageViews) {
    if (path !== null && row.path !== path) continue;
    const current = totals.get(row.day);
    if (current !== undefined) totals.set(row.day, current + row.count);
  }
  return days.map((day) => ({ day, count: totals.get(day) ?? 0 }));
}

/** Every path that has views, most viewed first (ties by name), for the path filter. */
export function viewedPaths(pageViews: StoreStats['pageViews']): string[] {
  const totals = new Map<string, number>();
  for (const row of pageViews) totals.set(row.path, (totals.get(row.path) ?? 0) + row.count);
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([path]) => path);
}
