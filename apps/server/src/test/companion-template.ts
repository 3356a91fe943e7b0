import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A minimal built companion, what `apps/companion/dist` holds, in a new temporary folder: the
 * store signs it at start-up, so tests of the Browsers page and the policy have a companion.
 * Returns the folder (for COMPANION_DIST) and a function that removes it.
 */
export function companionTemplate(version = '1.0.0'): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-companion-'));
  fs.writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      manifest_version: 3,
      name: 'Lagoon companion',
      version,
      permissions: ['management', 'storage', 'alarms', 'sidePanel', 'topSites'],
      background: { service_worker: 'background.js', type: 'module' },
      side_panel: { default_path: 'sidepanel.html' },
      chrome_url_overrides: { newtab: 'newtab.html' },
      host_permissions: [],
      externally_connectable: { matches: [] },
    }),
  );
  fs.writeFileSync(path.join(dir, 'background.js'), 'export {};\n');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
