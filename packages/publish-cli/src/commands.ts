import fs from 'node:fs';
import path from 'node:path';
import type { Invocation } from './arguments.js';
import { EXIT_CODES } from './exit-codes.js';
import { type ItemStatus, itemStatusOf } from './item-status.js';
import { message } from './messages.js';
import { formatBytes, type Output } from './output.js';
import {
  CliFailure,
  callJson,
  type Progress,
  type StoreConnection,
  storeAddress,
  type UploadFile,
  uploadMultipart,
} from './store-client.js';
import type {
  InspectionReport,
  ItemDetail,
  MediaUploadAnswer,
  PackageUploadAnswer,
  ReleaseAnswer,
  StoreFieldIssue,
  UploadSessionAnswer,
} from './store-shapes.js';

/** The listing fields `listing --file` may set (the store's PATCH body, but the review request). */
export const LISTING_FIELDS = [
  'category',
  'changeLog',
  'defaultLocale',
  'description',
  'matureContent',
  'regions',
  'status',
  'name',
  'shortDescription',
] as const;

/** Promotional images a listing holds at most (the store's ItemPatch.image). */
const MAX_PROMOTIONAL_IMAGES = 2;

export interface CommandContext {
  invocation: Invocation;
  connection: StoreConnection;
  output: Output;
}

/** What a command hands back for the --json document, beside `ok` and `command`. */
export type CommandResult = Record<string, unknown>;

const itemPath = (id: string) => `/creator/api/extensions/${encodeURIComponent(id)}`;

/** A file named on the command line, checked before anything is sent. */
async function localFile(context: CommandContext, file: string): Promise<UploadFile> {
  const language = context.connection.language;
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
    await fs.promises.access(file, fs.constants.R_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new CliFailure(
      EXIT_CODES.usage,
      message(language, 'unreadableFile', { value: file, reason }),
    );
  }
  const base = path.basename(file);
  const extension = path.extname(base).toLowerCase();
  return {
    path: file,
    // The store accepts letters, digits, hyphen, comma and period in a package's name.
    name: base.replace(/[^A-Za-z0-9,.-]/g, '-'),
    size: stat.size,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.zip': 'application/zip',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Percent of the file's bytes sent, on stderr, only for a person watching a terminal. */
function progressOf(context: CommandContext, file: UploadFile): Progress | null {
  const { output } = context;
  if (output.json || !output.streams.stderr.isTTY) return null;
  let shown = -1;
  return (sent, total) => {
    const percent = total === 0 ? 100 : Math.floor((sent / total) * 100);
    if (percent === shown) return;
    shown = percent;
    const line = message(context.connection.language, 'uploading', {
      file: file.name,
      percent,
      sent: formatBytes(sent),
      total: formatBytes(total),
    });
    output.streams.stderr.write(`\r${line}${sent >= total ? '\n' : ''}`);
  };
}

async function requestReview(context: CommandContext, id: string): Promise<ItemStatus> {
  const detail = await callJson<ItemDetail>(context.connection, 'PATCH', itemPath(id), {
    review: 'IN_REVIEW',
  });
  const status = itemStatusOf(detail);
  context.output.say('submitted', { id, version: status.versionInReview ?? '-' });
  return status;
}

function refusedReport(fields: readonly StoreFieldIssue[]): InspectionReport {
  return {
    errors: fields.map((field) => ({
      code: field.code,
      severity: 'error' as const,
      message: field.message,
      path: field.field === '' ? null : field.field,
    })),
    warnings: [],
  };
}

/** upload <package.zip> [--item <id>] [--submit]: a new item, or a new version of one. */
export async function uploadCommand(context: CommandContext): Promise<CommandResult> {
  const { invocation, connection, output } = context;
  const file = await localFile(context, invocation.operand);
  const item = invocation.item;
  const apiPath = item
    ? `${itemPath(item)}/upload${invocation.keepChangeLog ? '?keepChangeLog=true' : ''}`
    : '/creator/api/extensions/upload';
  let answer: PackageUploadAnswer;
  try {
    answer = await uploadMultipart<PackageUploadAnswer>(
      connection,
      storeAddress(connection, apiPath),
      file,
      progressOf(context, file),
    );
  } catch (error) {
    // A refused package's findings are the refusal's fields: scripts read them as the report.
    if (error instanceof CliFailure && error.refusal?.code === 'INVALID_PACKAGE') {
      error.partial = { report: refusedReport(error.refusal.fields ?? []) };
    }
    throw error;
  }
  const uploaded = itemStatusOf(answer.item);
  const version = answer.item.version ?? '-';
  if (item) output.say('uploaded', { id: answer.extensionId, version });
  else output.say('created', { id: answer.extensionId, file: file.name });
  output.report(answer.report);
  const result: CommandResult = {
    created: !item,
    extensionId: answer.extensionId,
    version: answer.item.version,
    report: answer.report,
    item: uploaded,
  };
  if (!invocation.submit) {
    output.status(uploaded);
    return result;
  }
  try {
    const submitted = await requestReview(context, answer.extensionId);
    output.status(submitted);
    return { ...result, submitted: true, item: submitted };
  } catch (error) {
    // The package is in the draft either way; say so beside the refusal of the review request.
    if (error instanceof CliFailure) error.partial = { ...result, submitted: false };
    throw error;
  }
}

/** The item's staged release, or null: none, or a store that does not stage releases (404). */
async function stagedRelease(
  context: CommandContext,
  id: string,
): Promise<ReleaseAnswer['staged']> {
  try {
    const answer = await callJson<ReleaseAnswer>(
      context.connection,
      'GET',
      `${itemPath(id)}/release`,
    );
    return answer.staged;
  } catch (error) {
    if (error instanceof CliFailure && error.refusal?.status === 404) return null;
    throw error;
  }
}

/** status <id>: the review state, the versions and, while staged, what each group receives. */
export async function statusCommand(context: CommandContext): Promise<CommandResult> {
  const id = context.invocation.operand;
  const detail = await callJson<ItemDetail>(context.connection, 'GET', itemPath(id));
  const status = { ...itemStatusOf(detail), release: await stagedRelease(context, id) };
  context.output.status(status);
  return { item: status };
}

/** submit <id>: asks for review of the draft. */
export async function submitCommand(context: CommandContext): Promise<CommandResult> {
  const status = await requestReview(context, context.invocation.operand);
  context.output.status(status);
  return { submitted: true, item: status };
}

/** listing <id> --file listing.json: saves listing fields to the draft. */
export async function listingCommand(context: CommandContext): Promise<CommandResult> {
  const { invocation, connection, output } = context;
  const language = connection.language;
  const file = invocation.file!;
  const usage = (key: Parameters<typeof message>[1], values: Record<string, string> = {}) =>
    new CliFailure(EXIT_CODES.usage, message(language, key, { value: file, ...values }));
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw usage('unreadableFile', { reason });
  }
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch (error) {
    throw usage('listingBadJson', { reason: (error as Error).message });
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw usage('listingNotObject');
  }
  const known = new Set<string>(LISTING_FIELDS);
  const unknown = Object.keys(fields).find((field) => !known.has(field));
  if (unknown !== undefined) throw usage('listingUnknownField', { field: unknown });
  if (Object.keys(fields).length === 0) throw usage('listingEmpty');
  const id = invocation.operand;
  const detail = await callJson<ItemDetail>(connection, 'PATCH', itemPath(id), fields);
  const status = itemStatusOf(detail);
  output.say('listingSaved', { id });
  output.status(status);
  return { item: status };
}

/**
 * images <id> --icon … --screenshot … --image …: uploads each image through an upload session
 * of the token, then saves the draft with them (screenshots and promotional images replace
 * the draft's; the icon replaces its icon).
 */
export async function imagesCommand(context: CommandContext): Promise<CommandResult> {
  const { invocation, connection, output } = context;
  const language = connection.language;
  const wanted: { kind: MediaUploadAnswer['kind']; file: string }[] = [
    ...(invocation.icon ? [{ kind: 'icon' as const, file: invocation.icon }] : []),
    ...invocation.screenshots.map((file) => ({ kind: 'slide' as const, file })),
    ...invocation.images.map((file) => ({ kind: 'image' as const, file })),
  ];
  if (wanted.length === 0) throw new CliFailure(EXIT_CODES.usage, message(language, 'imagesNone'));
  if (invocation.images.length > MAX_PROMOTIONAL_IMAGES) {
    throw new CliFailure(
      EXIT_CODES.usage,
      message(language, 'tooManyImages', { value: MAX_PROMOTIONAL_IMAGES }),
    );
  }
  const files = [];
  for (const entry of wanted) files.push({ ...entry, local: await localFile(context, entry.file) });

  const session = await callJson<UploadSessionAnswer>(
    connection,
    'GET',
    '/creator/api/photo/upload/session',
  );
  const uploadBase = new URL(
    `${session.uploadHost.replace(/\/+$/, '')}/photo/upload`,
    connection.base,
  );
  // The key is the upload's credential; the token goes along only to the store's own origin.
  const sameOrigin = uploadBase.origin === connection.base.origin;
  const uploaded: MediaUploadAnswer[] = [];
  for (const { kind, local } of files) {
    const address = new URL(uploadBase);
    address.searchParams.set('sessionKey', session.sessionKey);
    address.searchParams.set('kind', kind);
    uploaded.push(
      await uploadMultipart<MediaUploadAnswer>(
        connection,
        address,
        local,
        progressOf(context, local),
        { sendToken: sameOrigin },
      ),
    );
  }
  const urls = (kind: MediaUploadAnswer['kind']) =>
    uploaded.filter((entry) => entry.kind === kind).map((entry) => entry.url);
  const patch: Record<string, unknown> = {};
  if (invocation.icon) patch.icon = urls('icon')[0];
  if (invocation.screenshots.length > 0) {
    patch.slides = urls('slide').map((url) => ({ url, locale: null }));
  }
  if (invocation.images.length > 0) patch.image = urls('image');
  const id = invocation.operand;
  const detail = await callJson<ItemDetail>(connection, 'PATCH', itemPath(id), patch);
  output.say('imagesSaved', { id });
  for (const entry of uploaded) output.say('imageLine', { kind: entry.kind, url: entry.url });
  const status = itemStatusOf(detail);
  return {
    images: uploaded.map(({ kind, url, width, height }) => ({ kind, url, width, height })),
    item: status,
  };
}
