import { type ErrorCode, stripXssiPrefix, XSRF_COOKIE, XSRF_HEADER } from '@lagoon/contract';
import {
  ApiError,
  type DescribeError,
  describeInInterfaceLanguage,
  errorFromResponse,
  type KnowsErrorCode,
} from './api-error';
import { detectLanguage, HL_PARAM } from './language';

/** The contract's table of error codes, loaded with the first failing answer (error-response.ts). */
let knownCodes: Promise<KnowsErrorCode> | undefined;

/**
 * The check of which codes this build knows. Should its chunk not load (the network went away
 * after the answer came), the answer's code is taken as unknown and mapped by status, like a
 * code of a newer server, and the next failure tries again.
 */
function loadKnownCodes(): Promise<KnowsErrorCode> {
  knownCodes ??= import('./error-response').then(
    (module) => module.isErrorCode,
    () => {
      knownCodes = undefined;
      return (_code: string): _code is ErrorCode => false;
    },
  );
  return knownCodes;
}

/** Reads one cookie out of a document.cookie string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  /** "none" ignores the body of a successful answer (logout, fire-and-forget reports). */
  responseType?: 'json' | 'none';
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Origin the paths are relative to; empty for same-origin. */
  baseUrl?: string;
  getLanguage?: () => string;
  getCookies?: () => string;
  fetch?: typeof fetch;
  describeError?: DescribeError;
}

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Builds "path?query&hl=xx"; hl is added unless the caller set one. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query: Record<string, QueryValue> | undefined,
  language: string,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  if (!params.has(HL_PARAM)) params.set(HL_PARAM, language);
  const separator = path.includes('?') ? '&' : '?';
  return `${baseUrl}${path}${separator}${params.toString()}`;
}

/**
 * The one HTTP client of the app: sends cookies and the anti-forgery header, appends hl,
 * strips the XSSI prefix and turns every failure into an ApiError.
 *
 * Answers are typed, not checked: callers name the contract's type of the answer
 * (`api.get<ReviewQueue>(…)`). The server checks every answer against the contract's schemas
 * before sending it, so checking again here would only cost every page the schema library.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const getLanguage =
    options.getLanguage ?? (() => detectLanguage(window.location.search, navigator.language));
  const getCookies = options.getCookies ?? (() => document.cookie);
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const describe = options.describeError ?? describeInInterfaceLanguage;

  async function send(
    method: HttpMethod,
    url: string,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<{ response: Response; text: string; sentToken: boolean }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Every call carries the anti-forgery token; the server checks it on the state-changing ones.
    const token = readCookie(getCookies(), XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await doFetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
    return { response, text: await response.text(), sentToken: token !== undefined };
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    { query, body, responseType = 'json', signal }: RequestOptions = {},
  ): Promise<T> {
    const language = getLanguage();
    const url = buildUrl(baseUrl, path, query, language);

    let response: Response;
    let text: string;
    try {
      let sent = await send(method, url, body, signal);
      // A first visit may write before any answer has handed out the anti-forgery cookie. The
      // refusal itself carries one, so a write sent without a token is tried once more with it.
      if (
        sent.response.status === 403 &&
        !sent.sentToken &&
        UNSAFE_METHODS.has(method) &&
        readCookie(getCookies(), XSRF_COOKIE) !== undefined
      ) {
        sent = await send(method, url, body, signal);
      }
      response = sent.response;
      text = sent.text;
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError({
        code: 'INTERNAL_ERROR',
        status: 0,
        message: describe('INTERNAL_ERROR'),
        isNetworkError: true,
        cause,
      });
    }

    if (!response.ok) {
      throw errorFromResponse(response.status, text, describe, await loadKnownCodes());
    }
    if (responseType === 'none') return undefined as T;

    const unprefixed = stripXssiPrefix(text);
    let json: unknown;
    try {
      json = unprefixed.trim() === '' ? undefined : JSON.parse(unprefixed);
    } catch (cause) {
      throw new ApiError({
        code: 'INTERNAL_ERROR',
        status: response.status,
        message: describe('INTERNAL_ERROR'),
        cause,
      });
    }
    return json as T;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
    put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
    patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Where the app-wide client sends its calls. In the browser: this origin, the visitor's cookies
 * and the address's language. The server, which renders pages by calling its own API in
 * process, replaces it once at start-up (setApiTransport) with its own.
 */
let transport: ApiClientOptions = {};

export function setApiTransport(options: ApiClientOptions): void {
  transport = options;
}

/** The app-wide client, same-origin. */
export const api: ApiClient = createApiClient({
  getLanguage: () =>
    transport.getLanguage?.() ?? detectLanguage(window.location.search, navigator.language),
  getCookies: () => transport.getCookies?.() ?? document.cookie,
  fetch: (input, init) => (transport.fetch ?? fetch)(input, init),
});
