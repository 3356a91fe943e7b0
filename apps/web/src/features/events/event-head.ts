import { isNotFoundError } from '../../lib/api-error';
import type { EventData } from './event-loader';

/**
 * The page says the event does not exist for visitors (a draft, not started, ended, or never
 * made), so the server answers it with 404 and search engines forget it.
 */
export function eventNotFound(data: EventData | null | undefined): boolean {
  return isNotFoundError(data?.event?.error);
}
