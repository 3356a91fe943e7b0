import { parseArgs } from 'node:util';
import type { Db } from '../db/database.js';
import { listAdministrators, ROLE_REASON_MAX, setAdministrator } from './admin.js';

export const USAGE = `Usage: npm run admin -- grant <email> [--reason "<text>"]
       npm run admin -- revoke <email> [--reason "<text>"]
       npm run admin -- list

Gives or takes the administrator role in the database the server uses (DATA_DIR, default
./data, or DATABASE_URL). Stop a server using the embedded database first.

Every change is recorded in the store's log (Admin console, Log, area Access) with the
operating-system user and host that ran the command, and the reason when one is given.`;

/** What the command line asks for. */
export type AdminCommand =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'grant' | 'revoke'; email: string; reason: string | null };

/** The command line cannot be understood; the message says why. */
export class UsageError extends Error {}

/** Reads `grant|revoke <email> [--reason <text>]`, `list` or `--help`. */
export function parseAdminCommand(args: readonly string[]): AdminCommand {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    // Unknown options and missing values: node:util explains them well enough.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  if (values.help) return { name: 'help' };
  const [name, email, ...rest] = positionals;
  if (name === undefined) throw new UsageError('Name a command: grant, revoke or list.');
  if (name === 'list') {
    if (email !== undefined || values.reason !== undefined) {
      throw new UsageError('list takes no email and no reason.');
    }
    return { name };
  }
  if (name !== 'grant' && name !== 'revoke') {
    throw new UsageError(`Unknown command "${name}".`);
  }
  if (!email?.trim()) throw new UsageError(`${name} needs the account's email.`);
  // A reason typed without --reason would otherwise be lost without a word.
  if (rest.length > 0) {
    throw new UsageError(`Unexpected "${rest.join(' ')}"; give a reason with --reason "<text>".`);
  }
  const reason = values.reason?.trim() || null;
  if (reason && reason.length > ROLE_REASON_MAX) {
    throw new UsageError(`The reason has ${reason.length} characters; at most ${ROLE_REASON_MAX}.`);
  }
  return { name, email: email.trim(), reason };
}

function parseOptions(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      reason: { type: 'string' },
    },
  });
}

/** Where the command writes: the console, or a test's lines. */
export interface CommandOutput {
  log(text: string): void;
  error(text: string): void;
}

/**
 * Runs a command on an open database and reports what it did, including the log entry a role
 * change wrote. Returns the process exit code: 0 done (or nothing to do), 1 no such account.
 */
export async function runAdminCommand(
  db: Db,
  command: Exclude<AdminCommand, { name: 'help' }>,
  output: CommandOutput,
): Promise<number> {
  if (command.name === 'list') {
    const admins = await listAdministrators(db);
    output.log(admins.length > 0 ? admins.join('\n') : 'No administrators.');
    return 0;
  }
  const granted = command.name === 'grant';
  const change = await setAdministrator(db, command.email, granted, { reason: command.reason });
  switch (change.outcome) {
    case 'no-account':
      output.error(`No account uses the email ${command.email}. Nothing changed.`);
      return 1;
    case 'unchanged':
      output.log(
        granted
          ? `${change.email} is already an administrator. Nothing changed or recorded.`
          : `${change.email} is not an administrator. Nothing changed or recorded.`,
      );
      return 0;
    case 'changed': {
      const { entry } = change;
      output.log(
        granted
          ? `${change.email} is now an administrator.`
          : `${change.email} is no longer an administrator.`,
      );
      output.log(
        [
          `Recorded in the log as access-${entry.id}:`,
          `  action  ${entry.action}`,
          `  target  ${entry.target}`,
          `  by      ${entry.details.by} on ${entry.details.host}`,
          `  reason  ${entry.reason ?? '(none given)'}`,
          `  at      ${entry.createdAt.toISOString()}`,
        ].join('\n'),
      );
      return 0;
    }
  }
}
