import { FLEET_SOURCES, type FleetSource, RISK_LEVELS, type RiskLevel } from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';

/** The fleet list's filters and page, as the address holds them (/admin/fleet?…). */
export interface FleetFilters {
  group: string;
  permission: string;
  source: FleetSource | '';
  risk: RiskLevel | '';
  q: string;
  page: number;
}

const GROUP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters an address names; anything the server would refuse reads as unset. */
export function readFleetFilters(search: URLSearchParams): FleetFilters {
  const group = search.get('group') ?? '';
  const source = search.get('source');
  const risk = search.get('risk');
  const page = Number(search.get('page'));
  return {
    group: GROUP_ID.test(group) ? group : '',
    permission: (search.get('permission') ?? '').trim().slice(0, 500),
    source: isOneOf(FLEET_SOURCES, source) ? source : '',
    risk: isOneOf(RISK_LEVELS, risk) ? risk : '',
    q: (search.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query of the filters, without the ones left unset (and without page 1). */
export function fleetQuery(filters: FleetFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.group) query.group = filters.group;
  if (filters.permission) query.permission = filters.permission;
  if (filters.source) query.source = filters.source;
  if (filters.risk) query.risk = filters.risk;
  if (filters.q) query.q = filters.q;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The address of the list with these filters. */
export function fleetPath(filters: FleetFilters): string {
  const search = new URLSearchParams(fleetQuery(filters)).toString();
  return search ? `/admin/fleet?${search}` : '/admin/fleet';
}

/** The CSV export of the same filters (every page). */
export function fleetCsvPath(filters: FleetFilters): string {
  const search = new URLSearchParams(fleetQuery({ ...filters, page: 1 })).toString();
  return `/admin/api/fleet/extensions.csv${search ? `?${search}` : ''}`;
}

/** The address of one extension's page. */
export function fleetExtensionPath(extensionId: string): string {
  return `/admin/fleet/${encodeURIComponent(extensionId)}`;
}
