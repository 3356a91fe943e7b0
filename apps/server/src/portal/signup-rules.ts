import { isSingleLineText } from '@lagoon/contract';
import { z } from 'zod';
import { ageOn } from '../accounts/age.js';
import type { MessageKey } from './messages.js';
import type { SignupField } from './pages.js';

export const NICKNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const OLDEST_AGE = 120;
export const EMAIL_MAX = 254;

const Email = z.email().max(EMAIL_MAX);

/** A real calendar date, YYYY-MM-DD, not in the future and at most OLDEST_AGE years ago. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return false;
  }
  if (value > today.toISOString().slice(0, 10)) return false;
  return ageOn(value, today) <= OLDEST_AGE;
}

/**
 * What is wrong with a nickname as the form sent it, or undefined when nothing is: it is one
 * line (the contract's single-line rule, checked before trimming, so a break at either end
 * counts too), and, trimmed, neither blank nor longer than NICKNAME_MAX characters.
 */
export function nicknameProblem(sent: string): 'error.nickname' | 'error.nicknameLine' | undefined {
  if (!isSingleLineText(sent)) return 'error.nicknameLine';
  const nickname = sent.trim();
  if (nickname.length === 0 || [...nickname].length > NICKNAME_MAX) return 'error.nickname';
  return undefined;
}

/** A nickname taken from elsewhere (a sign-on provider's claims), made one line. */
export function singleLineNickname(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

export interface SignupInput {
  nickname: string;
  email: string;
  password: string;
  birthDate: string;
}

/** The field problems of a sign-up form; empty when it can be saved. */
export function signupErrors(input: SignupInput): Partial<Record<SignupField, MessageKey>> {
  const errors: Partial<Record<SignupField, MessageKey>> = {};
  const nickname = nicknameProblem(input.nickname);
  if (nickname) errors.nickname = nickname;
  if (!Email.safeParse(input.email.trim()).success) errors.email = 'error.email';
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    errors.password = 'error.password';
  }
  if (!isValidBirthDate(input.birthDate.trim())) errors.birthDate = 'error.birthDate';
  return errors;
}
