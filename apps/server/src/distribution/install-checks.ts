import type { CheckedVersion } from '../installs/install-increments.js';
import type { AppAnswer, UpdateCheck } from './update-protocol.js';

/**
 * What the checks of one update-check request say of installs: for each id, the version the
 * browser runs (`v`) and the version the store's answer offered, if any. Ids the protocol
 * refuses as malformed are left out. `answers[i]` is the answer to `checks[i]`.
 */
export function checkedVersions(
  checks: readonly UpdateCheck[],
  answers: readonly AppAnswer[],
): CheckedVersion[] {
  const checked: CheckedVersion[] = [];
  checks.forEach((check, index) => {
    const answer = answers[index];
    if (!answer || answer.status === 'error-invalidAppId') return;
    const offered = answer.status === 'ok' ? (answer.update?.version ?? null) : null;
    checked.push({ id: check.id, version: check.version, offered });
  });
  return checked;
}
