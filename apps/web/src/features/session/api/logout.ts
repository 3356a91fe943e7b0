import { api } from '../../../lib/api-client';
import { DEFAULT_LOGOUT_URL } from '../login';

/** Ends the session; the page reloads afterwards so every cached answer is dropped. */
export function logout(logoutUrl: string = DEFAULT_LOGOUT_URL): Promise<void> {
  return api.post(logoutUrl, { responseType: 'none' });
}
