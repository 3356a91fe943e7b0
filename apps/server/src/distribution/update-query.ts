import { z } from 'zod';
import { AppError } from '../http/errors.js';

/** How routes.ts reads what a browser's request names: its checks, its group, what counts. */

/** More ids than any browser sends in one check; beyond this a request is refused whole. */
const MAX_CHECKS = 1000;

export const UpdateQuery = z
  .object({
    x: z.union([z.string().max(2000), z.array(z.string().max(2000)).min(1).max(MAX_CHECKS)]),
  })
  .loose();

/** The browser group an update address or package names (`?group=<groupId>`), if any. */
export const GroupQuery = z.object({ group: z.uuid().optional() }).loose();

/**
 * The `x` entries of a check's query, as UpdateQuery reads them. A browser's check is read
 * without building the schema's copy of it (a check's own cost is a few microseconds per id);
 * anything else goes through the schema, which decides.
 */
export function updateEntries(query: unknown): string | string[] {
  const x = (query as { x?: unknown }).x;
  if (typeof x === 'string' && x.length <= 2000) return x;
  if (
    Array.isArray(x) &&
    x.length >= 1 &&
    x.length <= MAX_CHECKS &&
    x.every((entry) => typeof entry === 'string' && entry.length <= 2000)
  ) {
    return x as string[];
  }
  const parsed = UpdateQuery.safeParse(query);
  if (!parsed.success) throw new AppError('INVALID_REQUEST');
  return parsed.data.x;
}

/** A group id as the store writes it (a lowercase UUID); anything else goes to GroupQuery. */
const GROUP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The group a request names: absent, or one the store has (else a 404 with the contract's code). */
export function namedGroup(query: unknown): string | null {
  // Most requests name none: a browser's checks of the plain address, the packages it fetches.
  const group = (query as { group?: unknown }).group;
  if (group === undefined) return null;
  // A group's browsers name it as the store wrote it: read without building the schema's copy.
  if (typeof group === 'string' && GROUP_ID.test(group)) return group;
  const parsed = GroupQuery.safeParse(query);
  if (!parsed.success) throw new AppError('GROUP_NOT_FOUND');
  return parsed.data.group ?? null;
}
