import { MAIL_PREFERENCES_PATH, type MailPreferences } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** GET /creator/api/mail-preferences: which e-mails the developer gets, and their language. */
export function getMailPreferences(signal?: AbortSignal): Promise<MailPreferences> {
  return api.get<MailPreferences>(MAIL_PREFERENCES_PATH, { signal });
}

/** PUT /creator/api/mail-preferences: every choice at once; answers what was saved. */
export function saveMailPreferences(preferences: MailPreferences): Promise<MailPreferences> {
  return api.put<MailPreferences>(MAIL_PREFERENCES_PATH, { body: preferences });
}
