/**
 * Schedules are edited in datetime-local inputs, which hold a time in the administrator's own
 * time zone without one named; the server keeps instants.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local value in the administrator's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as an instant; empty means no limit. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
