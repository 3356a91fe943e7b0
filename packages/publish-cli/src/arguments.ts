import { parseArgs } from 'node:util';
import { EXIT_CODES } from './exit-codes.js';
import { type CliLanguage, isCliLanguage, message } from './messages.js';
import { CliFailure } from './store-client.js';

export const COMMANDS = ['upload', 'status', 'submit', 'listing', 'images', 'rollback'] as const;
export type CommandName = (typeof COMMANDS)[number];

const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  lang: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
  item: { type: 'string' },
  submit: { type: 'boolean' },
  'keep-change-log': { type: 'boolean' },
  file: { type: 'string' },
  icon: { type: 'string' },
  screenshot: { type: 'string', multiple: true },
  image: { type: 'string', multiple: true },
  to: { type: 'string' },
  as: { type: 'string' },
} as const;

type OptionName = keyof typeof OPTIONS;

/** Options every command takes, and those of each command beyond them. */
const COMMON: readonly OptionName[] = ['url', 'token', 'lang', 'json', 'help', 'version'];
const COMMAND_OPTIONS: Record<CommandName, readonly OptionName[]> = {
  upload: ['item', 'submit', 'keep-change-log'],
  status: [],
  submit: [],
  listing: ['file'],
  images: ['icon', 'screenshot', 'image'],
  rollback: ['to', 'as'],
};

/** What a command needs as its one positional argument. */
const OPERAND: Record<CommandName, { en: string; ko: string }> = {
  upload: { en: 'a package file', ko: '패키지 파일' },
  status: { en: 'an item id', ko: '항목 ID' },
  submit: { en: 'an item id', ko: '항목 ID' },
  listing: { en: 'an item id', ko: '항목 ID' },
  images: { en: 'an item id', ko: '항목 ID' },
  rollback: { en: 'an item id', ko: '항목 ID' },
};

export interface Invocation {
  command: CommandName | null;
  /** The package file of `upload`, the item id of the others. */
  operand: string;
  language: CliLanguage;
  json: boolean;
  help: boolean;
  version: boolean;
  url: string | undefined;
  token: string | undefined;
  item: string | undefined;
  submit: boolean;
  keepChangeLog: boolean;
  file: string | undefined;
  icon: string | undefined;
  screenshots: string[];
  images: string[];
  /** rollback: the earlier version to bring back, and the version number it goes out under. */
  rollbackTo: string | undefined;
  rollbackAs: string | undefined;
}

/** The language asked for, read before anything else so that every refusal speaks it. */
function languageOf(argv: readonly string[]): CliLanguage {
  const index = argv.findIndex((entry) => entry === '--lang' || entry.startsWith('--lang='));
  if (index < 0) return 'en';
  const entry = argv[index]!;
  const value = entry.includes('=') ? entry.slice(entry.indexOf('=') + 1) : argv[index + 1];
  return value !== undefined && isCliLanguage(value) ? value : 'en';
}

/** Reads the command line; throws CliFailure with the usage exit status for a wrong one. */
export function readInvocation(argv: readonly string[]): Invocation {
  const language = languageOf(argv);
  const usage = (key: Parameters<typeof message>[1], values: Record<string, string> = {}) =>
    new CliFailure(EXIT_CODES.usage, message(language, key, values));
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw usage('badOption', { value: (error as Error).message });
  }
  const { values, positionals } = parsed;
  if (values.lang !== undefined && !isCliLanguage(values.lang)) {
    throw usage('badLanguage', { value: values.lang });
  }
  const [name, operand, extra] = positionals;
  const base = {
    language,
    json: values.json ?? false,
    help: values.help ?? false,
    version: values.version ?? false,
    url: values.url,
    token: values.token,
    item: values.item,
    submit: values.submit ?? false,
    keepChangeLog: values['keep-change-log'] ?? false,
    file: values.file,
    icon: values.icon,
    screenshots: values.screenshot ?? [],
    images: values.image ?? [],
    rollbackTo: values.to,
    rollbackAs: values.as,
  };
  if (name === undefined || base.help || base.version) {
    if (name === undefined && !base.help && !base.version) throw usage('missingCommand');
    return { ...base, command: null, operand: '' };
  }
  if (!(COMMANDS as readonly string[]).includes(name))
    throw usage('unknownCommand', { value: name });
  const command = name as CommandName;
  const allowed = new Set([...COMMON, ...COMMAND_OPTIONS[command]]);
  const given = Object.keys(values).find((option) => !allowed.has(option as OptionName));
  if (given) throw usage('optionNotForCommand', { value: given, command });
  const what = OPERAND[command][language];
  if (operand === undefined || operand === '') throw usage('missingArgument', { command, what });
  if (extra !== undefined) throw usage('tooManyArguments', { command, what, value: extra });
  if (command === 'listing' && !base.file) {
    throw usage('missingArgument', { command, what: '--file listing.json' });
  }
  if (command === 'rollback' && !base.rollbackTo) {
    throw usage('missingArgument', { command, what: '--to <version>' });
  }
  return { ...base, command, operand };
}
