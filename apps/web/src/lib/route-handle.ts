import { DRAFT_ID } from '@lagoon/contract';
import type { UIMatch } from 'react-router';

/** What a route tells the shell about itself through its handle. */
export interface RouteHandle {
  /** The route only forwards elsewhere; the visitor never sees it, so it is not a page view. */
  redirect?: boolean;
  /**
   * What the route's parameters must look like where a path cannot say it (new|popular,
   * 32-character ids, preview). An address whose parameters do not match is an unknown path.
   */
  params?: Readonly<Record<string, RegExp>>;
}

export const redirectRoute: RouteHandle = { redirect: true };

/**
 * The pattern of a parameter that is one of the alternatives (regular-expression sources, such
 * as the contract's words); an absent parameter reads as "", so "" admits one.
 */
export function oneOf(alternatives: readonly string[]): RegExp {
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

/** Item ids in addresses: 32 word characters. */
export const ITEM_ID = '\\w{32}';
/** A route whose :extensionId is an item's id. */
export const itemRoute: RouteHandle = { params: { extensionId: oneOf([ITEM_ID]) } };
/** A route whose :extensionId is an item's id or, for a first upload, the literal draft. */
export const uploadRoute: RouteHandle = { params: { extensionId: oneOf([DRAFT_ID, ITEM_ID]) } };

/** True when a matched route's parameters break its patterns (an absent one reads as ""). */
export function isUnknownPathMatch(matches: readonly UIMatch[]): boolean {
  return matches.some((match) =>
    Object.entries((match.handle as RouteHandle | undefined)?.params ?? {}).some(
      ([name, pattern]) => !pattern.test(match.params[name] ?? ''),
    ),
  );
}

/** Unknown paths are forwarded as well (see isUnknownPathMatch). */
export function isRedirectMatch(matches: readonly UIMatch[]): boolean {
  return (
    isUnknownPathMatch(matches) ||
    matches.some((match) => (match.handle as RouteHandle | undefined)?.redirect === true)
  );
}
