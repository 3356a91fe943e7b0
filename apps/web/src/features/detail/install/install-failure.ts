import type { BridgeErrorCode } from '@lagoon/contract';
import { type InstallFailure, NO_COMPANION, NO_PACKAGE, NO_WEB_APP_URL } from './install-machine';

/** The text of the error dialog that says what went wrong (install.failure.* in the catalogs). */
export type FailureWords = { key: 'timeout'; minutes: number } | { key: PlainWordsKey };

type PlainWordsKey =
  | 'notInstalled'
  | 'notAllowed'
  | 'companionOutdated'
  | 'companionGone'
  | 'browserError'
  | 'noPackage'
  | 'noWebAppUrl';

export interface FailureExplanation {
  words: FailureWords;
  /** The code, for the details line a visitor can pass on; null for reasons the page found. */
  code: string | null;
  /**
   * The browser's or the companion's own message, kept where the words cannot say it all (an
   * error the browser reported); null where the words already do.
   */
  detail: string | null;
}

const WORDS_OF_CODE: Record<BridgeErrorCode, PlainWordsKey | null> = {
  // The words name how long the page waited; see explainInstallFailure.
  INSTALL_TIMEOUT: null,
  NOT_INSTALLED: 'notInstalled',
  NOT_ALLOWED: 'notAllowed',
  INVALID_MESSAGE: 'companionOutdated',
  FAILED: 'browserError',
};

function isBridgeErrorCode(code: string): code is BridgeErrorCode {
  return Object.hasOwn(WORDS_OF_CODE, code);
}

/**
 * What the error dialog says about a failed install or enable: the reason in words, the code
 * on a details line, and the raw message only where it adds something. `watchMs` is how long
 * the page let the browser take to report the install.
 */
export function explainInstallFailure(
  failure: InstallFailure,
  watchMs: number,
): FailureExplanation {
  if (failure.code === NO_PACKAGE) return { words: { key: 'noPackage' }, code: null, detail: null };
  if (failure.code === NO_WEB_APP_URL) {
    return { words: { key: 'noWebAppUrl' }, code: null, detail: null };
  }
  if (failure.code === NO_COMPANION) {
    return { words: { key: 'companionGone' }, code: null, detail: null };
  }
  if (failure.code === 'INSTALL_TIMEOUT') {
    const minutes = Math.max(1, Math.round(watchMs / 60_000));
    return { words: { key: 'timeout', minutes }, code: failure.code, detail: null };
  }
  const key = isBridgeErrorCode(failure.code) ? WORDS_OF_CODE[failure.code] : null;
  if (key && key !== 'browserError') return { words: { key }, code: failure.code, detail: null };
  return {
    words: { key: 'browserError' },
    code: failure.code,
    detail: failure.message.trim() || null,
  };
}
