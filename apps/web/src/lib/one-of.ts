/** True when value is one of a constant list; narrows it to the list's type. */
export function isOneOf<const T extends string>(
  list: readonly T[],
  value: string | null | undefined,
): value is T {
  return value != null && (list as readonly string[]).includes(value);
}
