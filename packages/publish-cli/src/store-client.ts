import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { EXIT_CODES, type ExitCode, exitCodeOfRefusal } from './exit-codes.js';
import { type CliLanguage, message } from './messages.js';
import type { StoreError } from './store-shapes.js';

/** Lagoon prefixes its JSON so other sites cannot include it as a script. */
const XSSI_PREFIX = ")]}',\n";
/** How long a call may go without a byte from the store before it counts as unreachable. */
const IDLE_TIMEOUT_SECONDS = 120;
const USER_AGENT = 'lagoon-publish/0.1.0';

/**
 * A failure the command reports and exits with. `refusal` is the store's own answer, when it
 * gave one; `partial` what was done before it (a package uploaded before its review was refused).
 */
export class CliFailure extends Error {
  partial: Record<string, unknown> | null = null;

  constructor(
    readonly exitCode: ExitCode,
    text: string,
    readonly refusal: StoreError | null = null,
  ) {
    super(text);
  }
}

export interface StoreConnection {
  /** The store's address, ending with a slash so that API paths resolve below it. */
  base: URL;
  token: string;
  language: CliLanguage;
}

/** A file to upload as the multipart `file` part, with the name the store is told. */
export interface UploadFile {
  path: string;
  name: string;
  size: number;
  contentType: string;
}

export type Progress = (sent: number, total: number) => void;

/** The address of an API path (`/creator/api/…`) on the store. */
export function storeAddress(connection: StoreConnection, apiPath: string): URL {
  return new URL(apiPath.replace(/^\/+/, ''), connection.base);
}

/** A JSON call; resolves with the answer's body, throws CliFailure for a refusal or no answer. */
export async function callJson<T>(
  connection: StoreConnection,
  method: 'GET' | 'PATCH' | 'POST',
  apiPath: string,
  body?: unknown,
): Promise<T> {
  const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
  const address = storeAddress(connection, apiPath);
  const headers: http.OutgoingHttpHeaders = {};
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = payload.length;
  }
  return send<T>(connection, address, method, headers, (request) => {
    request.end(payload ?? undefined);
  });
}

/**
 * Posts `file` as multipart/form-data (a `filename` field, then the `file` part), streaming it
 * from disk with its length announced, and tells `progress` how many of its bytes went out.
 * `sendToken` is false for an upload address on another origin, which gets only its own key.
 */
export async function uploadMultipart<T>(
  connection: StoreConnection,
  address: URL,
  file: UploadFile,
  progress: Progress | null,
  options: { sendToken?: boolean } = {},
): Promise<T> {
  const boundary = `----lagoon-publish-${randomBytes(12).toString('hex')}`;
  const quoted = file.name.replace(/["\r\n\\]/g, '_');
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="filename"\r\n\r\n${file.name}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers: http.OutgoingHttpHeaders = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': head.length + file.size + tail.length,
  };
  return send<T>(
    connection,
    address,
    'POST',
    headers,
    (request, stop) => {
      request.write(head);
      let sent = 0;
      const stream = fs.createReadStream(file.path);
      stream.on('data', (chunk) => {
        sent += chunk.length;
        progress?.(sent, file.size);
        if (!request.write(chunk)) {
          stream.pause();
          request.once('drain', () => stream.resume());
        }
      });
      stream.on('end', () => request.end(tail));
      stream.on('error', (error) => stop(error));
      request.on('close', () => stream.destroy());
    },
    options.sendToken ?? true,
  );
}

/**
 * One request: the token as a bearer credential (never a cookie), the language asked for, and
 * no redirects followed, so the token never goes anywhere but the address named. The store may
 * answer a refusal before the whole body went out; that answer is what counts.
 */
function send<T>(
  connection: StoreConnection,
  address: URL,
  method: string,
  headers: http.OutgoingHttpHeaders,
  writeBody: (request: http.ClientRequest, stop: (error: Error) => void) => void,
  sendToken = true,
): Promise<T> {
  const transport = address.protocol === 'https:' ? https : http;
  const language = connection.language;
  return new Promise<T>((resolve, reject) => {
    let answered = false;
    const request = transport.request(address, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        'user-agent': USER_AGENT,
        ...(sendToken ? { authorization: `Bearer ${connection.token}` } : {}),
        ...headers,
      },
    });
    const unreachable = (reason: string) =>
      new CliFailure(
        EXIT_CODES.unavailable,
        message(language, 'unreachable', { value: address.origin, reason }),
      );
    request.setTimeout(IDLE_TIMEOUT_SECONDS * 1000, () => {
      request.destroy(new Error(message(language, 'timedOut', { value: IDLE_TIMEOUT_SECONDS })));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) reject(unreachable(error.code ?? error.message));
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error: NodeJS.ErrnoException) =>
        reject(unreachable(error.code ?? error.message)),
      );
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        try {
          resolve(readAnswer<T>(status, Buffer.concat(chunks).toString('utf8'), language));
        } catch (error) {
          reject(error);
        }
      });
    });
    writeBody(request, (error) => request.destroy(error));
  });
}

/** The body of an answer, or the CliFailure its refusal stands for. */
function readAnswer<T>(status: number, text: string, language: CliLanguage): T {
  const body = text.startsWith(XSSI_PREFIX) ? text.slice(XSSI_PREFIX.length) : text;
  let parsed: unknown = null;
  try {
    parsed = body === '' ? null : JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  if (status >= 200 && status < 300 && parsed !== undefined) return parsed as T;
  const refusal = storeErrorOf(parsed);
  if (status >= 400 && refusal) {
    return failWith(
      exitCodeOfRefusal(status, refusal.code),
      message(language, 'refused', { message: refusal.message, code: refusal.code }),
      refusal,
    );
  }
  return failWith(EXIT_CODES.unavailable, message(language, 'notUnderstood', { value: status }));
}

function failWith(exitCode: ExitCode, text: string, refusal: StoreError | null = null): never {
  throw new CliFailure(exitCode, text, refusal);
}

/** The store's error shape, `{"error": {code, message, status, fields}}`, or null. */
function storeErrorOf(body: unknown): StoreError | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message: text, status, logref, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof text !== 'string') return null;
  return {
    code,
    message: text,
    status: typeof status === 'number' ? status : 0,
    ...(typeof logref === 'string' ? { logref } : {}),
    ...(Array.isArray(fields) ? { fields: fields as StoreError['fields'] } : {}),
  };
}
