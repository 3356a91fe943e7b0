import { randomBytes } from 'node:crypto';
import type { TestClient } from './app.js';

export interface MultipartPart {
  name: string;
  /** Present for file parts. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

function quoted(value: string): string {
  return `"${value
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')
    .replace(/[\r\n]/g, ' ')}"`;
}

/**
 * A multipart/form-data body as a browser sends it: text fields and file parts in the given
 * order, with a boundary that cannot occur in the data.
 */
export function multipartBody(parts: readonly MultipartPart[]): {
  body: Buffer;
  contentType: string;
} {
  let boundary: string;
  do {
    boundary = `----LagoonBoundary${randomBytes(12).toString('hex')}`;
  } while (parts.some((part) => Buffer.from(part.data).includes(boundary)));
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(part.name)}`;
    if (part.filename !== undefined) head += `; filename=${quoted(part.filename)}`;
    head += '\r\n';
    if (part.contentType !== undefined) head += `Content-Type: ${part.contentType}\r\n`;
    else if (part.filename !== undefined) head += 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Posts a form with these parts as a browser does, e.g. a file to one of the upload calls. */
export function postForm(client: TestClient, url: string, parts: readonly MultipartPart[]) {
  const { body, contentType } = multipartBody(parts);
  return client.request({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType },
  });
}

/** A request body with its content type, as a broken client or an attacker may send it. */
export interface RawBody {
  /** What is wrong with it, for test messages. */
  label: string;
  contentType: string;
  body: Buffer;
}

/**
 * The malformed forms every multipart route must refuse with 400 and keep nothing of, made from
 * the parts a valid call would send (the last part should be the file): no boundary, an empty
 * or overlong one, the body cut short in the file's data or in a part's headers, the form
 * under other content types, and a form without a file part.
 */
export function brokenMultipartBodies(parts: readonly MultipartPart[]): RawBody[] {
  const valid = multipartBody(parts);
  const boundary = valid.contentType.slice(valid.contentType.indexOf('boundary=') + 9);
  const fileAt = valid.body.lastIndexOf(`--${boundary}\r\nContent-Disposition`);
  const withoutFile = multipartBody(parts.filter((part) => part.filename === undefined));
  const long = 'x'.repeat(300);
  return [
    { label: 'no boundary', contentType: 'multipart/form-data', body: valid.body },
    { label: 'empty boundary', contentType: 'multipart/form-data; boundary=', body: valid.body },
    {
      label: 'boundary over 256 characters',
      contentType: `multipart/form-data; boundary=${long}`,
      body: Buffer.from(`--${long}\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n`),
    },
    {
      label: 'body cut short in the file data',
      contentType: valid.contentType,
      body: valid.body.subarray(0, valid.body.length - Math.min(64, valid.body.length >> 2)),
    },
    {
      label: 'body cut short in a part header',
      contentType: valid.contentType,
      body: valid.body.subarray(0, fileAt + boundary.length + 20),
    },
    {
      label: 'a part without headers',
      contentType: valid.contentType,
      body: Buffer.from(`--${boundary}\r\n\r\n\r\nno headers\r\n--${boundary}--\r\n`),
    },
    { label: 'octet-stream', contentType: 'application/octet-stream', body: valid.body },
    { label: 'text/plain', contentType: 'text/plain', body: valid.body },
    { label: 'JSON', contentType: 'application/json', body: Buffer.from('{"file":"x"}') },
    { label: 'no file part', contentType: withoutFile.contentType, body: withoutFile.body },
  ];
}
