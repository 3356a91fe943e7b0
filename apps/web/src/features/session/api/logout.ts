import { api } from '../../../lib/api-client';

/** Ends the session; the page reloads afterwards so every cached answer is dropped. */
export function logout(): Promise<void> {
  return api.post('/accounts/logout', { responseType: 'none' });
}
