import { TOKEN_ACTIONS, TOKEN_SCOPES, type TokenAction, type TokenScope } from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';

export function isTokenAction(action: string): action is TokenAction {
  return (TOKEN_ACTIONS as readonly string[]).includes(action);
}

/** What the log kept of an access token created or revoked (never its secret). */
export interface TokenEntryFacts {
  name: string | null;
  kind: 'creator' | 'admin' | null;
  scopes: TokenScope[];
  /** The secret's first characters, as the token lists show them. */
  prefix: string | null;
  expiresAt: string | null;
  /** The owner's email. */
  owner: string | null;
}

/** Reads a token entry's log details; what is missing or malformed is null (or no scope). */
export function tokenEntryFacts(details: Record<string, unknown> | null): TokenEntryFacts {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const kind = details?.kind;
  const scopes = Array.isArray(details?.scopes) ? details.scopes : [];
  return {
    name: text(details?.name),
    kind: kind === 'creator' || kind === 'admin' ? kind : null,
    scopes: scopes.filter((scope): scope is TokenScope => isOneOf(TOKEN_SCOPES, scope)),
    prefix: text(details?.prefix),
    expiresAt: text(details?.expiresAt),
    owner: text(details?.owner),
  };
}
