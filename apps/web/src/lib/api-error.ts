import { type ErrorCode, type FieldIssue, stripXssiPrefix } from '@lagoon/contract';
import { appTranslator } from '../i18n';

// The API client's one error type and how a failing answer becomes one: the error body read
// loosely, a code this build does not know mapped by status, and the words shown for a failure.
// The client (api-client.ts) throws these and re-exports them, so callers import one module.
// Which codes this build knows is the contract's table of every code (error-response.ts): the
// first page does without it, and the client loads it with the first failing answer.

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

/** Whether a code is one this build knows (and has words for). */
export type KnowsErrorCode = (code: string) => code is ErrorCode;

/** The words for an error the answer did not put into words itself. */
export type DescribeError = (code: ErrorCode) => string;

/**
 * From the app's translator, in the language shown: its "errors" area holds the contract's
 * messages of that language (see i18n/index.ts), so the client carries no second copy of them.
 */
export const describeInInterfaceLanguage: DescribeError = (code) =>
  appTranslator.t(`errors.${code}`);

/**
 * Turns the body of a failing response into an ApiError; `knows` tells the codes this build
 * knows, and any other code is mapped by status.
 */
export function errorFromResponse(
  status: number,
  body: string,
  describe: DescribeError,
  knows: KnowsErrorCode,
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
  const code = knows(error.code) ? error.code : codeForStatus(status);
  return new ApiError({
    code,
    status,
    message: error.message ?? describe(code),
    logref: error.logref,
    fields: error.fields,
  });
}
