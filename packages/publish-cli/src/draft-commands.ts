import fs from 'node:fs';
import { type CommandContext, type CommandResult, itemPath } from './command-context.js';
import { EXIT_CODES } from './exit-codes.js';
import { itemStatusOf } from './item-status.js';
import { localFile, progressOf } from './local-files.js';
import { message } from './messages.js';
import { CliFailure, callJson, uploadMultipart } from './store-client.js';
import type { ItemDetail, MediaUploadAnswer, UploadSessionAnswer } from './store-shapes.js';

/** The commands that fill an item's draft: its listing fields and its images. */

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
