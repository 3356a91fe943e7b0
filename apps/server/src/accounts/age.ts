/** Whole years between a birth date (YYYY-MM-DD) and a day. */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A birth date (YYYY-MM-DD) that gives exactly `age` years on `today`. */
export function birthDateForAge(age: number, today: Date = new Date()): string {
  const anniversary = Date.UTC(
    today.getUTCFullYear() - age,
    today.getUTCMonth(),
    today.getUTCDate(),
  );
  // Forty days before the anniversary: the birthday has passed, the next one is far off.
  return new Date(anniversary - 40 * 86_400_000).toISOString().slice(0, 10);
}
