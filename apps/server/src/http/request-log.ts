import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that are credentials: never written to a log. `sessionKey` is the media
 * upload key (`POST /creator/api/photo/upload?sessionKey=…`, its wire form); `code` and
 * `state` are the single sign-on provider's authorization code and the sign-in's state
 * (`GET /accounts/oidc/callback?code=…&state=…`).
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'sessionkey',
  'code',
  'state',
]);

export const REDACTED = '[redacted]';

function isSecretName(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replaceAll('+', ' '));
  } catch {
    // A malformed escape: judge the name as written.
  }
  return SECRET_QUERY_PARAMETERS.has(name.toLowerCase());
}

/** A request URL as it may be logged: the value of every secret query parameter replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return isSecretName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

function acceptVersion(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: acceptVersion(request.headers?.['accept-version']),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** Logger options with serializeRequest for `req`, whatever else they set. */
export function withRequestSerializer(options: LoggerOption): LoggerOption {
  if (!options) return options;
  const base = options === true ? {} : options;
  return { ...base, serializers: { ...base.serializers, req: serializeRequest } };
}
