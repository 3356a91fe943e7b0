import type { Creator, StoreConfig, User } from '@lagoon/contract';
import type { Validator } from './api-client';

/**
 * Light checks for the answers every page loads (user, configuration, creator). They run on
 * the first page a visitor opens, so they do without the schema library; the server builds
 * these objects from the contract's schemas.
 */
function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function shape<T>(
  name: string,
  check: (value: Record<string, unknown>) => boolean,
): Validator<T> {
  return {
    safeParse(value: unknown) {
      const object = record(value);
      if (object && check(object)) return { success: true, data: object as T };
      return { success: false, error: { issues: [`${name} does not match the contract`] } };
    },
  };
}

export const UserShape = shape<User>(
  'User',
  (user) => typeof user.isAuthenticated === 'boolean' && typeof user.isAdmin === 'boolean',
);

export const StoreConfigShape = shape<StoreConfig>(
  'StoreConfig',
  (config) =>
    typeof config.notebookEdition === 'boolean' &&
    typeof config.version === 'string' &&
    record(config.links) !== null,
);

export const CreatorShape = shape<Creator>(
  'Creator',
  (creator) =>
    typeof creator.creatorId === 'string' &&
    typeof creator.name === 'string' &&
    typeof creator.email === 'string',
);
