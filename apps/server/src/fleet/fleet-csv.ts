import { csvCell, type FleetExtension } from '@lagoon/contract';

const COLUMNS = [
  'extension_id',
  'name',
  'browsers',
  'enabled_browsers',
  'versions',
  'groups',
  'permissions',
  'host_permissions',
  'install_types',
  'sources',
  'update_urls',
  'store_item',
  'outside_item',
  'first_seen',
  'last_seen',
  'risk_score',
  'risk_level',
  'risk_reasons',
] as const;

/** One extension's cells, lists joined with "; ", in COLUMNS' order. */
function cells(extension: FleetExtension): (string | number | boolean | null)[] {
  return [
    extension.extensionId,
    extension.name,
    extension.browsers,
    extension.enabledBrowsers,
    extension.versions.map((v) => `${v.version} (${v.browsers})`).join('; '),
    extension.groups.map((g) => `${g.name} (${g.browsers})`).join('; '),
    extension.permissions.join('; '),
    extension.hostPermissions.join('; '),
    extension.installTypes.join('; '),
    extension.sources.join('; '),
    extension.updateUrls.join('; '),
    extension.storeItem,
    extension.outsideItem,
    extension.firstSeenAt,
    extension.lastSeenAt,
    extension.risk.score,
    extension.risk.level,
    extension.risk.reasons.map((r) => `${r.factor} ${r.detail} +${r.points}`).join('; '),
  ];
}

/**
 * The fleet list as CSV (RFC 4180, CRLF lines, every cell quoted): names and permissions come
 * from browsers, so a cell that a spreadsheet would run as a formula is escaped (csvCell).
 */
export function fleetCsv(extensions: readonly FleetExtension[]): string {
  const lines = [COLUMNS.join(','), ...extensions.map((e) => cells(e).map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
