import type { SwaggerTransform } from '@fastify/swagger';
import { ApiErrorBody } from '@lagoon/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The OpenAPI document's own parts (served at /api-docs/json): what the whole API says about
 * itself, its two ways in (an access token or a signed-in browser's cookie) and the walk
 * through publishing from CI, at the top of the explorer. Routes add their examples with
 * `documentedCall`.
 */

/** The security scheme of `Authorization: Bearer lgn_…` (accounts/bearer-auth.ts). */
export const ACCESS_TOKEN_SCHEME = 'accessToken';
/** The security scheme of the web app's session cookie. */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';

const PUBLISHING_WALKTHROUGH = [
  '## Publishing from CI',
  '',
  'Everything the developer dashboard does with an item, a script or a CI job can do with an ' +
    'access token (created under Developer → Access tokens; send it as `Authorization: Bearer ' +
    'lgn_…`, no cookie and no X-XSRF-TOKEN header). The calls, in the order a release uses them:',
  '',
  '1. **Create an item from a package**: `POST /creator/api/extensions/upload` (multipart: ' +
    '`file`, the zip, and `filename`). The answer carries the new item id (its Chromium ' +
    'extension id) and the inspection report; a package with errors is refused with ' +
    '`INVALID_PACKAGE`, each finding in `error.fields`.',
  '2. **Upload a new version**: `POST /creator/api/extensions/{id}/upload`, same body; the ' +
    'manifest version must be higher than the published one. Warnings are kept with the package.',
  '3. **Update the listing**: `PATCH /creator/api/extensions/{id}` with the fields to change: ' +
    'texts per language (`description`, `changeLog`), `category`, `regions`, `status` ' +
    '(visibility). Changes go to the draft; visitors keep the published listing until approval.',
  '4. **Upload images**: `GET /creator/api/photo/upload/session` opens an upload key (bound to ' +
    'the token, ended with it), then `POST /creator/api/photo/upload?sessionKey=…&kind=icon|slide|image` ' +
    'per image; put the answers’ `url`s into the draft with `PATCH … {"icon", "slides", "image"}`.',
  '5. **Submit for review**: `PATCH /creator/api/extensions/{id}` with `{"review": "IN_REVIEW"}` ' +
    '(needs the `items:submit` scope). A listing that is not ready is refused with the first ' +
    'missing field’s code (`REQUIRED_CATEGORY`, `REQUIRED_SCREENSHOTS` …), every one named in ' +
    '`error.fields`.',
  '6. **Read the state**: `GET /creator/api/extensions/{id}`: `review` (the review state), ' +
    '`product.version` (the live version), `draft.version` (the version waiting or in review), ' +
    '`reviewNote` (why a reviewer rejected it). While an approved version goes to pilot groups ' +
    'first, `GET /creator/api/extensions/{extensionId}/release` says which version they and ' +
    'every other browser receive.',
  '7. **Take a release back**: `GET /creator/api/extensions/{extensionId}/rollback` proposes a ' +
    'new version number; `POST` the same address with `{"version", "newVersion"}` makes an ' +
    'earlier published package live again under that higher number, signed, without a review.',
  '',
  'Every refusal is `{"error": {"code", "message", "status", "logref", "fields"}}` with a code ' +
    'from the contract and the message in the language asked for (`hl` or Accept-Language). ' +
    'The `lagoon-publish` command does all of this from a terminal (docs/publishing.md).',
].join('\n');

/**
 * The document's head: what the API is, how to publish from CI, and its two ways in to the
 * developer and admin calls (an access token for scripts, the session cookie for the web app).
 */
export function apiDocument(version: string) {
  return {
    info: {
      title: 'Lagoon store API',
      description: [
        'Public catalog calls under /ajax/, developer calls under /creator/api/, ' +
          "administrators' calls under /admin/api/. JSON bodies start with the )]}', prefix. A " +
          'script or CI job sends an access token (`Authorization: Bearer lgn_…`) and needs ' +
          'neither cookie nor anti-forgery header; a signed-in browser sends its session ' +
          'cookie, and its state-changing calls the X-XSRF-TOKEN header matching the ' +
          'XSRF-TOKEN cookie.',
        '',
        PUBLISHING_WALKTHROUGH,
      ].join('\n'),
      version,
    },
    components: {
      securitySchemes: {
        [ACCESS_TOKEN_SCHEME]: {
          type: 'http' as const,
          scheme: 'bearer',
          description:
            'An access token (lgn_…) from Developer → Access tokens, or the console’s for ' +
            '/admin/api/. Scopes: items:read (reading under /creator/api/), items:write (other ' +
            'developer calls), items:submit (asking for review), admin:read and admin:write ' +
            '(the same under /admin/api/); a missing one is ' +
            'TOKEN_SCOPE_MISSING (403), an unknown, revoked or expired token TOKEN_INVALID (401).',
        },
        [SESSION_COOKIE_SCHEME]: {
          type: 'apiKey' as const,
          in: 'cookie',
          name: 'lagoon_session',
          description:
            'The web app’s sign-in session. State-changing calls also need the X-XSRF-TOKEN ' +
            'header matching the XSRF-TOKEN cookie.',
        },
      },
    },
  };
}

const apiAreaOf = (url: string) => url.startsWith('/creator/api/') || url.startsWith('/admin/api/');

/**
 * The document's transform of every route: the zod schemas as JSON schemas, and the ways in to
 * the developer and admin calls. Token management itself is the session's only
 * (`config.sessionOnly`), so a leaked token cannot mint more.
 */
export const apiDocsTransform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide || schema.security || !apiAreaOf(document.url)) return transformed;
  const sessionOnly = document.route.config?.sessionOnly === true;
  return {
    url: transformed.url,
    schema: {
      ...schema,
      security: sessionOnly
        ? [{ [SESSION_COOKIE_SCHEME]: [] }]
        : [{ [ACCESS_TOKEN_SCHEME]: [] }, { [SESSION_COOKIE_SCHEME]: [] }],
    },
  };
};

/** A named example as OpenAPI's Example Object holds it. */
export interface ApiExample {
  summary: string;
  value: unknown;
}

/** What a call's documentation adds to the schemas its route declares. */
export interface CallDocs {
  /** Named examples of the JSON body. */
  body?: Record<string, ApiExample>;
  /**
   * A multipart body (which the route reads itself, so it declares no body schema): its parts
   * as JSON schema properties and the parts it needs.
   */
  multipart?: { properties: Record<string, object>; required: string[] };
  /** Named examples of answers, by status; a status the route does not declare is a refusal. */
  responses?: Record<number, { description?: string; examples: Record<string, ApiExample> }>;
}

let errorSchema: object | null = null;
/** The one error shape, as the document shows it under every refusal's example. */
function errorBodySchema(): object {
  errorSchema ??= z.toJSONSchema(ApiErrorBody, { target: 'openapi-3.0', io: 'output' });
  return errorSchema;
}

/**
 * A route's `config.swaggerTransform`: the document's transform plus the call's examples. It
 * changes only the document; the route's validation and serialisation are its schemas'.
 */
export function documentedCall(docs: CallDocs): SwaggerTransform {
  return (document) => {
    const transformed = apiDocsTransform(document);
    const schema = { ...(transformed.schema as Record<string, unknown>) };
    if (docs.multipart) {
      schema.consumes = ['multipart/form-data'];
      schema.body = { type: 'object', ...docs.multipart };
    }
    if (docs.body && schema.body) {
      schema.body = { ...(schema.body as object), 'x-examples': docs.body };
    }
    const responses = { ...((schema.response as Record<string, object> | undefined) ?? {}) };
    for (const [status, answer] of Object.entries(docs.responses ?? {})) {
      const declared = responses[status];
      responses[status] = {
        ...(declared ?? errorBodySchema()),
        ...(answer.description ? { description: answer.description } : {}),
        'x-examples': answer.examples,
      };
    }
    if (docs.responses) schema.response = responses;
    return { url: transformed.url, schema };
  };
}
