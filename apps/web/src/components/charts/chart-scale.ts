/**
 * The arithmetic and labels of the charts (charts.tsx): axes for counts, and the calendar days
 * a daily chart runs over. Days are UTC, as the server counts them.
 */

export interface Scale {
  /** The top of the axis: the largest value rounded up to a whole step. */
  max: number;
  /** Values to draw grid lines and labels at, from 0 to max. */
  ticks: number[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An axis for counts from 0 to at least `maxValue`, in about `count` steps of 1, 2, 2.5 or 5
 * times a power of ten. Counts are whole numbers, so a step is never smaller than 1 nor a
 * fraction (2.5 is used from 25 up).
 */
export function niceScale(maxValue: number, count = 4): Scale {
  const top = Number.isFinite(maxValue) && maxValue > 0 ? maxValue : 0;
  if (top === 0) return { max: 1, ticks: [0, 1] };
  const raw = top / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factors = magnitude >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const factor = factors.find((candidate) => residual <= candidate) ?? 10;
  const step = Math.max(1, factor * magnitude);
  const max = step * Math.ceil(top / step);
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return { max, ticks };
}

/** A bar's length for a value on a scale, never negative nor past the end. */
export function scaled(value: number, max: number, length: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.min(length, (value / max) * length);
}

/** Which of `count` evenly spaced labels to show so that at most `max` fit under an axis. */
export function labelEvery(count: number, max: number): number {
  if (count <= max || max < 1) return 1;
  return Math.ceil(count / max);
}

/** YYYY-MM-DD of a moment, in UTC as the server counts days. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The `days` calendar days ending with `today` (YYYY-MM-DD), oldest first. */
export function dayRange(days: number, today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(end) || days < 1) return [];
  return Array.from({ length: days }, (_, index) =>
    utcDay(new Date(end - (days - 1 - index) * DAY_MS)),
  );
}
