import type { BrowserGroupList, InstallRequestOverview } from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';
import { type PageLoader, privatePageLoader } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getGroups } from '../browsers/groups-api';
import { getInstallRequests, REQUEST_VIEWS, type RequestView } from './requests-api';

/** The view the address asks for (?state=open|approved|denied); anything else is the open ones. */
export function readRequestView(search: URLSearchParams): RequestView {
  const state = search.get('state');
  return isOneOf(REQUEST_VIEWS, state) ? state : 'open';
}

/** The address of a view; the open requests are plain /admin/requests. */
export function requestViewPath(state: RequestView): string {
  return state === 'open' ? '/admin/requests' : `/admin/requests?state=${state}`;
}

/** What /admin/requests shows: the requests of the view, and the groups an approval may name. */
export interface InstallRequestsData {
  state: RequestView;
  overview: Read<InstallRequestOverview>;
  groups: Read<BrowserGroupList>;
}

/** /admin/requests?state=. */
export const installRequestsLoader: PageLoader<InstallRequestsData | null> = privatePageLoader(
  async (_env, { request }) => {
    const { signal } = request;
    const state = readRequestView(new URL(request.url).searchParams);
    const [overview, groups] = await Promise.all([
      read(() => getInstallRequests(state, signal), { signal }),
      read(() => getGroups(signal), { signal }),
    ]);
    return { state, overview, groups };
  },
);
