import { errorMessage, type Language } from '@lagoon/contract';
import { fieldError } from '../http/errors.js';
import type { BodyIssueNamer } from '../http/route-body.js';

/** How the console's input for a mobile website is read: field codes and the address. */

/** Field codes: the contract's own admin.curation key, else the field's generic one. */
export const mobileSiteFieldCodes: BodyIssueNamer = ({ field, message }, language) => ({
  code: message.startsWith('admin.curation.')
    ? message
    : `admin.curation.mobileSite.${field.split('.')[0] || 'body'}.invalid`,
  message: errorMessage('INVALID_REQUEST', language),
});

/** The address as stored: parsed and written back the way browsers do (host in lower case). */
export function normalisedUrl(value: string, language: Language): string {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) throw url;
    return url.href;
  } catch {
    throw fieldError('INVALID_REQUEST', 'url', 'admin.curation.mobileSite.url.invalid', language);
  }
}
