import {
  type BrowserGroupList,
  EXTENSION_ID_PATTERN,
  type FleetExtensionDetail,
  type FleetExtensionList,
} from '@lagoon/contract';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getGroups } from '../browsers/groups-api';
import { getFleet, getFleetExtension } from './fleet-api';
import { type FleetFilters, readFleetFilters } from './fleet-query';

/** What /admin/fleet shows: the filtered page of extensions, and the groups to filter by. */
export interface FleetData {
  filters: FleetFilters;
  fleet: Read<FleetExtensionList>;
  groups: Read<BrowserGroupList>;
}

/** /admin/fleet?group=&permission=&source=&q=&page=. */
export const fleetLoader: PageLoader<FleetData | null> = privatePageLoader(
  async (_env, { request }) => {
    const { signal } = request;
    const filters = readFleetFilters(new URL(request.url).searchParams);
    const [fleet, groups] = await Promise.all([
      read(() => getFleet(filters, signal), { signal }),
      read(() => getGroups(signal), { signal }),
    ]);
    return { filters, fleet, groups };
  },
);

/** What /admin/fleet/:extensionId shows; a null read for an address no extension can have. */
export interface FleetExtensionData {
  extensionId: string;
  extension: Read<FleetExtensionDetail> | null;
}

/** /admin/fleet/:extensionId. */
export const fleetExtensionLoader: PageLoader<FleetExtensionData | null> = privatePageLoader(
  async (env, { params, request }) => {
    const extensionId = params.extensionId ?? '';
    if (!EXTENSION_ID_PATTERN.test(extensionId)) return { extensionId, extension: null };
    const { signal } = request;
    const language = requestLanguage(env, request);
    const extension = await read(() => getFleetExtension(extensionId, language, signal), {
      signal,
    });
    return { extensionId, extension };
  },
);
