import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../lib/api-client';
import { type Read, read } from '../../lib/read';
import { autocomplete } from './api/autocomplete';

/** /_data/suggestions?keyword: names completing what the visitor typed (the header's search box). */
export async function suggestions({ request }: LoaderFunctionArgs): Promise<Read<string[]>> {
  const keyword = new URL(request.url).searchParams.get('keyword')?.trim() ?? '';
  if (!keyword) return { data: [] };
  return read(() => autocomplete(api, keyword, request.signal), {
    retry: false,
    signal: request.signal,
  });
}
