import {
  ERROR_STATUS,
  type ErrorCode,
  type FieldIssue,
  stripXssiPrefix,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@lagoon/contract';
import { appTranslator } from '../i18n';
import { detectLanguage, HL_PARAM } from './language';

/** The one error type of every call: server error bodies, bad responses and network failures. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly logref: string | undefined;
  readonly fields: readonly FieldIssue[];
  readonly isNetworkError: boolean;

  constructor(init: {
    code: ErrorCode;
    message: string;
    status: number;
    logref?: string | undefined;
    fields?: readonly FieldIssue[] | undefined;
    isNetworkError?: boolean;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.logref = init.logref;
    this.fields = init.fields ?? [];
    this.isNetworkError = init.isNetworkError ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The words of a failed call: a refusal the server answered (a 4xx) says in its message what is
 * wrong, in the language the call asked for (the one shown); anything else (a network failure,
 * a server error, a local problem) is worded by its code through `describe`.
 */
export function failureText(error: unknown, describe: (code: ErrorCode) => string): string {
  if (!isApiError(error)) return describe('INTERNAL_ERROR');
  const refused = !error.isNetworkError && error.status >= 400 && error.status < 500;
  return refused && error.message ? error.message : describe(error.code);
}

/** True for errors that mean "this item does not exist or is not yours to see". */
export function isNotFoundError(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 || error.code === 'NOT_FOUND' || error.code === 'EXTENSION_NOT_FOUND')
  );
}

/** The code to use when a failing response carries no code we know. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'INVALID_REQUEST';
    case 401:
      return 'LOGIN_REQUIRED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'TEMPORARY_PROBLEM';
    default:
      return 'INTERNAL_ERROR';
  }
}

interface LooseErrorBody {
  code: string;
  message?: string;
  logref?: string;
  fields?: FieldIssue[];
}

function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return (
    typeof issue.field === 'string' &&
    typeof issue.code === 'string' &&
    typeof issue.message === 'string'
  );
}

/**
 * Error bodies are read loosely, by hand (this runs on every page, so it does without the
 * schema library), and a code this build does not know still yields an ApiError.
 */
function readErrorBody(json: unknown): LooseErrorBody | null {
  if (typeof json !== 'object' || json === null) return null;
  const error = (json as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, logref, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return {
    code,
    message: typeof message === 'string' ? message : undefined,
    logref: typeof logref === 'string' ? logref : undefined,
    fields: Array.isArray(fields) ? fields.filter(isFieldIssue) : undefined,
  };
}

function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}

/** The words for an error the answer did not put into words itself. */
export type DescribeError = (code: ErrorCode) => string;

/**
 * From the app's translator, in the language shown: its "errors" area holds the contract's
 * messages of that language (see i18n/index.ts), so the client carries no second copy of them.
 */
export const describeInInterfaceLanguage: DescribeError = (code) =>
  appTranslator.t(`errors.${code}`);

/** Turns the body of a failing response into an ApiError. */
export function parseErrorResponse(
  status: number,
  body: string,
  describe: DescribeError = describeInInterfaceLanguage,
): ApiError {
  let json: unknown;
  try {
    json = JSON.parse(stripXssiPrefix(body));
  } catch {
    json = undefined;
  }
  const error = readErrorBody(json);
  if (!error) {
    const code = codeForStatus(status);
    return new ApiError({ code, status, message: describe(code) });
  }
  const code = isErrorCode(error.code) ? error.code : codeForStatus(status);
  return new ApiError({
    code,
    status,
    message: error.message ?? describe(code),
    logref: error.logref,
    fields: error.fields,
  });
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

    if (!response.ok) throw parseErrorResponse(response.status, text, describe);
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
