import { type CommandName, type Invocation, readInvocation } from './arguments.js';
import type { CommandContext, CommandResult } from './command-context.js';
import { rollbackCommand, statusCommand, submitCommand, uploadCommand } from './commands.js';
import { imagesCommand, listingCommand } from './draft-commands.js';
import { EXIT_CODES, type ExitCode } from './exit-codes.js';
import { type CliLanguage, message } from './messages.js';
import { type CliStreams, Output } from './output.js';
import { CliFailure, type StoreConnection } from './store-client.js';

export { EXIT_CODES } from './exit-codes.js';

export const CLI_VERSION = '0.1.0';

const RUN: Record<CommandName, (context: CommandContext) => Promise<CommandResult>> = {
  upload: uploadCommand,
  status: statusCommand,
  submit: submitCommand,
  listing: listingCommand,
  images: imagesCommand,
  rollback: rollbackCommand,
};

export interface CliEnvironment extends CliStreams {
  env: Record<string, string | undefined>;
}

/** Hosts a token may reach over plain http without a warning: this machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The store and token a command talks to: flags first, then LAGOON_URL and LAGOON_TOKEN. */
function connectionOf(invocation: Invocation, environment: CliEnvironment): StoreConnection {
  const language = invocation.language;
  const usage = (key: Parameters<typeof message>[1], value = '') =>
    new CliFailure(EXIT_CODES.usage, message(language, key, { value }));
  const url = invocation.url ?? environment.env.LAGOON_URL;
  if (!url) throw usage('missingUrl');
  let base: URL;
  try {
    base = new URL(url);
  } catch {
    throw usage('badUrl', url);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw usage('badUrl', url);
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  base.search = '';
  base.hash = '';
  const token = (invocation.token ?? environment.env.LAGOON_TOKEN ?? '').trim();
  if (!token) throw new CliFailure(EXIT_CODES.auth, message(language, 'missingToken'));
  if (base.protocol === 'http:' && !LOOPBACK.has(base.hostname)) {
    environment.stderr.write(`${message(language, 'plainHttp', { value: base.host })}\n`);
  }
  return { base, token, language };
}

/**
 * Runs one command line and returns its exit status (see exit-codes.ts). Never throws: every
 * failure is reported on stderr, or with --json as the one document on stdout.
 */
export async function runCli(
  argv: readonly string[],
  environment: CliEnvironment,
): Promise<ExitCode> {
  let language: CliLanguage = 'en';
  let json = argv.includes('--json');
  let command: CommandName | null = null;
  try {
    const invocation = readInvocation(argv);
    language = invocation.language;
    json = invocation.json;
    command = invocation.command;
    if (invocation.version) {
      environment.stdout.write(`${CLI_VERSION}\n`);
      return EXIT_CODES.ok;
    }
    if (invocation.help || invocation.command === null) {
      environment.stdout.write(`${message(language, 'help')}\n`);
      return EXIT_CODES.ok;
    }
    const connection = connectionOf(invocation, environment);
    const output = new Output(environment, language, json);
    const result = await RUN[invocation.command]({ invocation, connection, output });
    output.document({ ok: true, command, ...result });
    return EXIT_CODES.ok;
  } catch (error) {
    const failure =
      error instanceof CliFailure
        ? error
        : new CliFailure(EXIT_CODES.unavailable, (error as Error).message ?? String(error));
    const output = new Output(environment, language, json);
    if (json) {
      output.document({
        ok: false,
        command,
        exitCode: failure.exitCode,
        ...(failure.partial ?? {}),
        error: failure.refusal ?? { message: failure.message },
      });
    } else {
      output.refusal(failure.message, failure.refusal);
    }
    return failure.exitCode;
  }
}
