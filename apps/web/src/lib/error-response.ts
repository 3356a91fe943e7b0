import { ERROR_STATUS, type ErrorCode } from '@lagoon/contract';
import {
  type ApiError,
  type DescribeError,
  describeInInterfaceLanguage,
  errorFromResponse,
} from './api-error';

// The contract's table of every error code, apart from the client: the first page never needs
// it before something fails, so the API client loads this module with the first failing answer
// (see api-client.ts) and the home page's first load does without it.

/** True for a code of the contract, which this build has words for. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}

/** Turns the body of a failing response into an ApiError; a code this build does not know is mapped by status. */
export function parseErrorResponse(
  status: number,
  body: string,
  describe: DescribeError = describeInInterfaceLanguage,
): ApiError {
  return errorFromResponse(status, body, describe, isErrorCode);
}
