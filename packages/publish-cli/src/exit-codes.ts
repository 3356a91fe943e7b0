/**
 * What the process's exit status tells a CI job. Scripts branch on these, so they never change
 * meaning: 1 is the store saying no (a refused package, a listing that is not ready), 2 is a
 * mistake on the command line, 3 is the token (missing, wrong, revoked, expired or without the
 * scope), 4 is the store being unreachable or failing (worth a retry).
 */
export const EXIT_CODES = {
  ok: 0,
  refused: 1,
  usage: 2,
  auth: 3,
  unavailable: 4,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** The error codes that are about who is calling rather than what was sent. */
const ACCOUNT_CODES = new Set(['NOT_A_CREATOR', 'TERMS_NOT_AGREED', 'AGE_LIMIT']);

/** The exit status of a refusal the store answered with `status` and `code`. */
export function exitCodeOfRefusal(status: number, code: string): ExitCode {
  if (status === 401 || status === 403 || ACCOUNT_CODES.has(code)) return EXIT_CODES.auth;
  if (status === 429 || status >= 500) return EXIT_CODES.unavailable;
  return EXIT_CODES.refused;
}
