import {
  type Language,
  type PackageUploadResult,
  stripXssiPrefix,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@lagoon/contract';
import { buildUrl, readCookie } from '../../../lib/api-client';
import { ApiError, type DescribeError, describeInInterfaceLanguage } from '../../../lib/api-error';
import { parseErrorResponse } from '../../../lib/error-response';

export interface UploadProgress {
  loaded: number;
  /** The whole request body; 0 while the browser does not know it yet. */
  total: number;
}

/** The share of the upload sent, 0–100; null when the browser does not know the total. */
export function progressPercent({ loaded, total }: UploadProgress): number | null {
  if (total <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** The upload call of a new item (no id) or of a new package for an existing one. */
export function uploadPath(extensionId: string | null): string {
  return extensionId === null
    ? '/creator/api/extensions/upload'
    : `/creator/api/extensions/${encodeURIComponent(extensionId)}/upload`;
}

/**
 * Reads the server's answer to an upload: a PackageUploadResult behind the XSSI prefix, or the
 * one error shape, as an ApiError like every other call of the app. Like the API client, it
 * trusts the shape of a successful answer: the server checks it against the contract.
 */
export function readUploadResponse(
  status: number,
  body: string,
  describe: DescribeError = describeInInterfaceLanguage,
): PackageUploadResult {
  if (status < 200 || status >= 300) throw parseErrorResponse(status, body, describe);
  let json: unknown;
  try {
    json = JSON.parse(stripXssiPrefix(body));
  } catch (cause) {
    throw new ApiError({
      code: 'INTERNAL_ERROR',
      status,
      message: describe('INTERNAL_ERROR'),
      cause,
    });
  }
  return json as PackageUploadResult;
}

export interface UploadPackageOptions {
  /** null registers a new item; an id uploads a new package into that item's draft. */
  extensionId: string | null;
  file: File;
  language: Language;
  /** An update keeps the draft's change log instead of clearing it for the new version. */
  keepChangeLog?: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST the package as multipart (`filename`, then `file`, so the server can refuse a bad name
 * before reading the archive). XMLHttpRequest rather than fetch: only it reports upload progress.
 * Like the app's API client it sends cookies, the anti-forgery header and hl.
 */
export function uploadPackage({
  extensionId,
  file,
  language,
  keepChangeLog = false,
  onProgress,
  signal,
}: UploadPackageOptions): Promise<PackageUploadResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const form = new FormData();
    form.append('filename', file.name);
    form.append('file', file, file.name);

    const request = new XMLHttpRequest();
    const query = keepChangeLog ? { keepChangeLog: 'true' } : undefined;
    request.open('POST', buildUrl('', uploadPath(extensionId), query, language));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = readCookie(document.cookie, XSRF_COOKIE);
    if (token) request.setRequestHeader(XSRF_HEADER, token);

    request.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    request.onload = () => {
      try {
        resolve(readUploadResponse(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => {
      reject(
        new ApiError({
          code: 'INTERNAL_ERROR',
          status: 0,
          message: describeInInterfaceLanguage('INTERNAL_ERROR'),
          isNetworkError: true,
        }),
      );
    };
    const onAbort = () => request.abort();
    request.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    request.onloadend = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });
    request.send(form);
  });
}
