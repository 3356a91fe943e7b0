import {
  ADMIN_TOKEN_SCOPES,
  type AdminTokenInput,
  type CreatorTokenInput,
  ITEM_TOKEN_SCOPES,
  TOKEN_LIFETIME_CHOICES,
  TOKEN_LIFETIME_DEFAULT_DAYS,
  TOKEN_LIFETIME_MAX_DAYS,
  TOKEN_SCOPES,
  TokenName,
  type TokenScope,
} from '@lagoon/contract';
import type { TokenArea } from './tokens-api';

/** How long a new token lives: one of the contract's choices in days, or until a chosen date. */
export type ExpiryChoice = `${(typeof TOKEN_LIFETIME_CHOICES)[number]}` | 'date';
export const EXPIRY_CHOICES: readonly ExpiryChoice[] = [
  ...TOKEN_LIFETIME_CHOICES.map((days) => `${days}` as ExpiryChoice),
  'date',
];

/** The create dialog's fields as typed. */
export interface TokenFormState {
  name: string;
  scopes: readonly TokenScope[];
  expiry: ExpiryChoice;
  /** The chosen last day (YYYY-MM-DD) when `expiry` is 'date'. */
  date: string;
}

/** What the form refuses before sending, by field. */
export type TokenFormProblem = 'name' | 'scopes' | 'date';

/** The scopes a page offers: item scopes in the developer area, admin and item scopes in the console. */
export function scopeChoices(area: TokenArea): readonly TokenScope[] {
  return area === 'admin' ? [...ADMIN_TOKEN_SCOPES, ...ITEM_TOKEN_SCOPES] : ITEM_TOKEN_SCOPES;
}

/** An empty form: reading only, for the default lifetime. */
export function initialTokenForm(area: TokenArea): TokenFormState {
  return {
    name: '',
    scopes: [area === 'admin' ? 'admin:read' : 'items:read'],
    expiry: `${TOKEN_LIFETIME_DEFAULT_DAYS}` as ExpiryChoice,
    date: '',
  };
}

/** The form with a scope turned on or off; scopes stay in the contract's order. */
export function withScope(state: TokenFormState, scope: TokenScope, on: boolean): TokenFormState {
  const chosen = new Set(state.scopes);
  if (on) chosen.add(scope);
  else chosen.delete(scope);
  return { ...state, scopes: TOKEN_SCOPES.filter((entry) => chosen.has(entry)) };
}

function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The first and last day a chosen date may be: tomorrow, and a year from today. */
export function expiryDateRange(today: Date): { min: string; max: string } {
  return {
    min: localDay(addDays(today, 1)),
    max: localDay(addDays(today, TOKEN_LIFETIME_MAX_DAYS)),
  };
}

/** The instant a chosen day ends the token: the start of that day where the person is. */
function dayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What keeps the form from being sent, in field order; empty when it can go. */
export function tokenFormProblems(state: TokenFormState, today: Date): TokenFormProblem[] {
  const problems: TokenFormProblem[] = [];
  if (!TokenName.safeParse(state.name).success) problems.push('name');
  if (state.scopes.length === 0) problems.push('scopes');
  if (state.expiry === 'date') {
    const { min, max } = expiryDateRange(today);
    if (!dayStart(state.date) || state.date < min || state.date > max) problems.push('date');
  }
  return problems;
}

/** The request the form sends, or null while it has problems. */
export function tokenInput(
  state: TokenFormState,
  today: Date,
): CreatorTokenInput | AdminTokenInput | null {
  if (tokenFormProblems(state, today).length > 0) return null;
  const base = { name: state.name.trim(), scopes: [...state.scopes] };
  if (state.expiry === 'date') {
    const start = dayStart(state.date);
    return start ? { ...base, expiresAt: start.toISOString() } : null;
  }
  return { ...base, expiresInDays: Number(state.expiry) };
}
