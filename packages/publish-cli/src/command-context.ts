import type { Invocation } from './arguments.js';
import type { Output } from './output.js';
import type { StoreConnection } from './store-client.js';

/** What every command gets: the command line as read, the store and token, where to write. */
export interface CommandContext {
  invocation: Invocation;
  connection: StoreConnection;
  output: Output;
}

/** What a command hands back for the --json document, beside `ok` and `command`. */
export type CommandResult = Record<string, unknown>;

/** The developer API's address of an item. */
export const itemPath = (id: string) => `/creator/api/extensions/${encodeURIComponent(id)}`;
