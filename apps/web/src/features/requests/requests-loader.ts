import type { OwnInstallRequestList } from '@lagoon/contract';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../lib/page-loader';
import { type Read, read } from '../../lib/read';
import { getOwnRequests } from './requests-api';

/** What /requests shows: the visitor's requests (LOGIN_REQUIRED signed out). */
export interface MyRequestsData {
  requests: Read<OwnInstallRequestList>;
}

/** /requests: the signed-in visitor's install requests, item names in the page's language. */
export const myRequestsLoader: PageLoader<MyRequestsData | null> = privatePageLoader(
  async (env, { request }) => {
    const { signal } = request;
    const language = requestLanguage(env, request);
    return { requests: await read(() => getOwnRequests(language, signal), { signal }) };
  },
);
