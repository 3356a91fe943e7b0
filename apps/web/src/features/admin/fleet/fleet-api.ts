import type { FleetExtensionDetail, FleetExtensionList, Language } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { type FleetFilters, fleetQuery } from './fleet-query';

/** GET /admin/api/fleet/extensions: one page of the extensions the fleet's browsers have. */
export function getFleet(filters: FleetFilters, signal?: AbortSignal): Promise<FleetExtensionList> {
  return api.get<FleetExtensionList>('/admin/api/fleet/extensions', {
    query: fleetQuery(filters),
    signal,
  });
}

/** GET /admin/api/fleet/extensions/{id}: one extension, its browsers and the groups' entries. */
export function getFleetExtension(
  extensionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<FleetExtensionDetail> {
  return api.get<FleetExtensionDetail>(
    `/admin/api/fleet/extensions/${encodeURIComponent(extensionId)}`,
    { query: { hl: language }, signal },
  );
}
