import { type FieldIssue, inputFieldIssueMessage } from '@lagoon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';
import { requestLanguage } from './language.js';

/** Half of a UTF-16 surrogate pair: with the `u` flag a complete pair is one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a text can be stored as PostgreSQL text and JSON: no U+0000 (refused by every text
 * type) and no unpaired surrogate (refused by json/jsonb, silently replaced in text columns).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

/** A key as it may appear in a field path, with the characters that cannot be stored replaced. */
function printableKey(key: string): string {
  return isStorableText(key) ? key : key.replaceAll('\0', '\uFFFD').replace(/\p{Cs}/gu, '\uFFFD');
}

function isOpaque(value: object): boolean {
  return (
    Buffer.isBuffer(value) ||
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    typeof (value as { pipe?: unknown }).pipe === 'function'
  );
}

/**
 * The path (`names.en`, `items.0.title`, `keyword`) of the first text in a parsed input that
 * cannot be stored, a key included; null when every text is fine. Walks iteratively, so a
 * deeply nested JSON body cannot exhaust the stack; buffers and streams are not looked into.
 */
export function unstorableTextPath(input: unknown, root = ''): string | null {
  const pending: [unknown, string][] = [[input, root]];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
      continue;
    }
    if (typeof value !== 'object' || value === null || isOpaque(value) || seen.has(value)) {
      continue;
    }
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${printableKey(key)}` : printableKey(key);
      if (!isStorableText(key)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return null;
}

/** The first unstorable text of a request's parameters, query and body, as a field issue. */
export function unstorableTextIssue(request: FastifyRequest): FieldIssue | null {
  for (const input of [request.params, request.query, request.body]) {
    const path = unstorableTextPath(input);
    if (path === null) continue;
    return {
      field: path || 'body',
      code: 'text.invalidCharacter',
      message: inputFieldIssueMessage('text.invalidCharacter', requestLanguage(request)),
    };
  }
  return null;
}

/**
 * Refuses, before validation and before any handler, a request whose path parameters, query
 * or parsed body (JSON, or the portal's form fields) hold a text PostgreSQL cannot store:
 * 400 INVALID_REQUEST naming the field. Multipart parts read in a handler are not seen here;
 * the error handler maps the database's refusal of such a text to the same answer.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request, reply) => {
      const issue = unstorableTextIssue(request);
      if (issue) return sendError(request, reply, 'INVALID_REQUEST', [issue]);
    });
  },
  { name: 'text-input' },
);
