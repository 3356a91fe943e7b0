import type { StoreEvent } from '@lagoon/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { type LoaderEnv, requestLanguage } from '../../lib/page-loader';
import { type Read, read } from '../../lib/read';
import { getEvent } from './api/get-event';

/** What /event/:slug shows: the event, or the refusal (EVENT_NOT_FOUND) the page shows instead. */
export interface EventData {
  event: Read<StoreEvent>;
}

/**
 * /event/:slug reads the live event in the page's language. Drafts, events outside their dates
 * and unknown slugs are all a not-found refusal, which the page shows as "Unable to access"
 * and the server answers with 404.
 */
export async function loadEvent(
  env: LoaderEnv,
  { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>,
): Promise<EventData> {
  const language = requestLanguage(env, request);
  const slug = params.slug ?? '';
  const { signal } = request;
  return { event: await read(() => getEvent(slug, language, signal), { signal }) };
}
