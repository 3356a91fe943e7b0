import type { InstalledState } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { buttonView } from './install-button-view';
import {
  effectOf,
  INSTALL_STATUSES,
  type InstallEvent,
  type InstallState,
  type InstallStatus,
  type InstallTarget,
  initialInstallState,
  installReducer,
  installTarget,
  NO_PACKAGE,
  NO_WEB_APP_URL,
  type Probe,
} from './install-machine';
import {
  dismissManifestV2Warning,
  isManifestV2WarningDismissed,
  MV2_WARNING_STORAGE_KEY,
} from './manifest-v2-warning';

const EXTENSION: InstallTarget = {
  kind: 'extension',
  blocked: false,
  manifestV2: false,
  installable: true,
};
const WEB_APP: InstallTarget = { ...EXTENSION, kind: 'webApp' };

const NOT_INSTALLED: InstalledState = { installed: false };
const ON: InstalledState = {
  installed: true,
  version: '1.0.0',
  enabled: true,
  mayEnable: true,
  installType: 'normal',
};
const OFF: InstalledState = { ...ON, enabled: false };
const LOCKED_OFF: InstalledState = { ...ON, enabled: false, mayEnable: false };

const CONNECTED: Probe = { secret: false, companion: true, notebook: false, item: NOT_INSTALLED };
const FAILURE = { code: 'INSTALL_TIMEOUT', message: 'No install reported within 120000 ms' };

const press = (skipManifestV2Warning = false): InstallEvent => ({
  type: 'press',
  skipManifestV2Warning,
});
const probed = (probe: Partial<Probe> = {}): InstallEvent => ({
  type: 'probed',
  probe: { ...CONNECTED, ...probe },
});

function run(target: InstallTarget, ...events: InstallEvent[]): InstallState {
  return events.reduce(installReducer, initialInstallState(target));
}

function at(status: InstallStatus, target: InstallTarget = EXTENSION): InstallState {
  return { ...initialInstallState(target), status };
}

describe('installTarget', () => {
  const base = {
    productType: 'extension' as const,
    blocked: false,
    manifestVersion: 3,
    webApp: null,
    crxUrl: '/crx/abc/1.0.0.crx',
  };

  it('reads an extension with a package', () => {
    expect(installTarget(base)).toEqual(EXTENSION);
    expect(installTarget({ ...base, productType: 'sidebar' }).kind).toBe('extension');
  });

  it('reads Manifest V2, a block and a missing package', () => {
    expect(installTarget({ ...base, manifestVersion: 2 }).manifestV2).toBe(true);
    expect(installTarget({ ...base, blocked: true }).blocked).toBe(true);
    expect(installTarget({ ...base, crxUrl: null }).installable).toBe(false);
    // An older server leaves the field out of the detail answer.
    expect(installTarget({ ...base, crxUrl: undefined }).installable).toBe(false);
  });

  it('reads web apps by their URL', () => {
    for (const productType of ['app', 'pwa', 'shortcut'] as const) {
      const webApp = { url: 'https://app.example/', manifest: null };
      expect(installTarget({ ...base, productType, webApp, crxUrl: null })).toEqual(WEB_APP);
      expect(installTarget({ ...base, productType, crxUrl: null }).installable).toBe(false);
    }
  });
});

describe('install machine: probing the browser', () => {
  it('starts by checking the companion, or blocked', () => {
    expect(initialInstallState(EXTENSION).status).toBe('checking-companion');
    expect(initialInstallState({ ...EXTENSION, blocked: true }).status).toBe('blocked');
  });

  it('finds no companion', () => {
    expect(run(EXTENSION, probed({ companion: false, item: null })).status).toBe('no-companion');
  });

  it('finds a secret or guest window, whatever the companion says', () => {
    expect(run(EXTENSION, probed({ secret: true })).status).toBe('secret-mode');
    expect(run(EXTENSION, probed({ secret: true, companion: false })).status).toBe('secret-mode');
    expect(run(WEB_APP, probed({ secret: true, notebook: true })).status).toBe('secret-mode');
  });

  it('reads the item as the companion sees it', () => {
    expect(run(EXTENSION, probed()).status).toBe('uninstalled');
    expect(run(EXTENSION, probed({ item: ON })).status).toBe('installed');
    const off = run(EXTENSION, probed({ item: OFF }));
    expect(off).toMatchObject({ status: 'disabled', mayEnable: true });
    expect(run(EXTENSION, probed({ item: LOCKED_OFF }))).toMatchObject({
      status: 'disabled',
      mayEnable: false,
    });
  });

  it('offers Add when the companion could not say', () => {
    expect(run(EXTENSION, probed({ item: null })).status).toBe('uninstalled');
  });

  it('puts web apps in the notebook edition only', () => {
    expect(run(WEB_APP, probed({ notebook: true, companion: false })).status).toBe('uninstalled');
    expect(run(WEB_APP, probed({ notebook: false })).status).toBe('notebook-only');
  });

  it('leaves a blocked item blocked', () => {
    const blocked = { ...EXTENSION, blocked: true };
    expect(run(blocked, probed({ item: ON })).status).toBe('blocked');
    expect(run(blocked, probed({ secret: true })).status).toBe('blocked');
  });

  it('follows the browser when the window is back in front (focus refresh)', () => {
    // Connected meanwhile by the administrator.
    const connected = run(
      EXTENSION,
      probed({ companion: false, item: null }),
      { type: 'refresh' },
      probed(),
    );
    expect(connected.status).toBe('uninstalled');
    // Installed from another tab, then turned off in chrome://extensions.
    const turnedOff = run(
      EXTENSION,
      probed(),
      { type: 'refresh' },
      probed({ item: ON }),
      { type: 'refresh' },
      probed({ item: OFF }),
    );
    expect(turnedOff.status).toBe('disabled');
    // Removed again.
    expect(installReducer(turnedOff, probed()).status).toBe('uninstalled');
    // The companion went away (disabled, or the policy changed).
    expect(installReducer(turnedOff, probed({ companion: false, item: null })).status).toBe(
      'no-companion',
    );
  });

  it('ignores a refresh outside a web app install', () => {
    for (const status of INSTALL_STATUSES) {
      const state = at(status);
      expect(installReducer(state, { type: 'refresh' })).toBe(state);
    }
  });

  it('keeps Enabled while the item stays on', () => {
    expect(installReducer(at('enabled'), probed({ item: ON })).status).toBe('enabled');
    expect(installReducer(at('installed'), probed({ item: ON })).status).toBe('installed');
  });

  it('lets only news of the install itself move an install on', () => {
    const installing = at('installing');
    expect(installReducer(installing, probed())).toBe(installing);
    expect(installReducer(installing, probed({ companion: false, item: null }))).toBe(installing);
    expect(installReducer(installing, probed({ item: ON })).status).toBe('installed');
    expect(installReducer(at('enabling'), probed({ item: OFF })).status).toBe('enabling');
  });

  it('offers Add again when the prompt closed a while ago and nothing was installed', () => {
    const installing = at('installing');
    expect(installReducer(installing, probed({ afterPrompt: true })).status).toBe('uninstalled');
    expect(installReducer(installing, probed({ afterPrompt: true, item: ON })).status).toBe(
      'installed',
    );
    // Without word from the companion, the install may still be under way.
    const unknown = probed({ afterPrompt: true, item: null });
    expect(installReducer(installing, unknown)).toBe(installing);
  });

  it('keeps a failure on offer while the item is still missing', () => {
    const failed = { ...at('error'), dialog: 'error' as const, failure: FAILURE };
    expect(installReducer(failed, probed())).toBe(failed);
    expect(installReducer(failed, probed({ item: null }))).toBe(failed);
    // It did get installed after all.
    expect(installReducer(failed, probed({ item: ON }))).toMatchObject({
      status: 'installed',
      dialog: 'error',
    });
  });
});

describe('install machine: refusals', () => {
  const refusals = [
    ['no-companion', 'setup'],
    ['secret-mode', 'secret'],
    ['notebook-only', 'notebook'],
    ['blocked', 'blocked'],
  ] as const;

  it.each(refusals)('%s: Add opens the %s dialog and changes nothing else', (status, dialog) => {
    const next = installReducer(at(status), press());
    expect(next).toEqual({ ...at(status), dialog });
    expect(effectOf(at(status), next)).toBeNull();
    expect(installReducer(next, { type: 'dialog-closed' })).toEqual(at(status));
  });

  it('ignores presses on a disabled button', () => {
    for (const status of ['checking-companion', 'installing', 'installed', 'enabling', 'enabled']) {
      const state = at(status as InstallStatus);
      expect(installReducer(state, press())).toBe(state);
    }
    const lockedOff = { ...at('disabled'), mayEnable: false };
    expect(installReducer(lockedOff, press())).toBe(lockedOff);
  });

  it('ignores closing when no dialog is open', () => {
    const state = at('uninstalled');
    expect(installReducer(state, { type: 'dialog-closed' })).toBe(state);
  });
});

describe('install machine: installing an extension', () => {
  it('Add → Checking... → Added, opening the package once', () => {
    const ready = at('uninstalled');
    const installing = installReducer(ready, press());
    expect(installing).toMatchObject({ status: 'installing', dialog: null, webAppNote: false });
    expect(effectOf(ready, installing)).toBe('install-extension');
    const done = installReducer(installing, { type: 'install-succeeded', item: ON });
    expect(done.status).toBe('installed');
    expect(effectOf(installing, done)).toBeNull();
  });

  it('lands on Enable when Chromium installs the item turned off', () => {
    const installing = at('installing');
    expect(installReducer(installing, { type: 'install-succeeded', item: OFF }).status).toBe(
      'disabled',
    );
  });

  it('shows the failure and offers Add again', () => {
    const failed = installReducer(at('installing'), { type: 'install-failed', failure: FAILURE });
    expect(failed).toMatchObject({
      status: 'error',
      dialog: 'error',
      failure: FAILURE,
      retry: 'install',
    });
    expect(buttonView(failed).labelKey).toBe('install.add');
    const closed = installReducer(failed, { type: 'dialog-closed' });
    expect(closed).toMatchObject({ status: 'error', dialog: null });
    const again = installReducer(closed, press());
    expect(again).toMatchObject({ status: 'installing', failure: null });
    expect(effectOf(closed, again)).toBe('install-extension');
  });

  it('ignores install answers that come too late', () => {
    const installed = at('installed');
    expect(installReducer(installed, { type: 'install-failed', failure: FAILURE })).toBe(installed);
    const uninstalled = at('uninstalled');
    expect(installReducer(uninstalled, { type: 'install-succeeded', item: ON })).toBe(uninstalled);
  });

  it('says why when there is no package to open, instead of doing nothing', () => {
    const noPackage = at('uninstalled', { ...EXTENSION, installable: false });
    const next = installReducer(noPackage, press());
    expect(next).toMatchObject({
      status: 'error',
      dialog: 'error',
      failure: { code: NO_PACKAGE },
    });
    expect(effectOf(noPackage, next)).toBeNull();
  });
});

describe('install machine: the Manifest V2 warning', () => {
  const MV2 = { ...EXTENSION, manifestV2: true };

  it('warns before installing, and Continue installs', () => {
    const ready = at('uninstalled', MV2);
    const warned = installReducer(ready, press());
    expect(warned).toMatchObject({ status: 'uninstalled', dialog: 'mv2' });
    expect(effectOf(ready, warned)).toBeNull();
    const installing = installReducer(warned, { type: 'manifest-v2-continue' });
    expect(installing).toMatchObject({ status: 'installing', dialog: null });
    expect(effectOf(warned, installing)).toBe('install-extension');
  });

  it('Cancel closes the warning and installs nothing', () => {
    const warned = installReducer(at('uninstalled', MV2), press());
    expect(installReducer(warned, { type: 'dialog-closed' })).toEqual(at('uninstalled', MV2));
  });

  it('is skipped once the visitor said "Don\'t show again"', () => {
    expect(installReducer(at('uninstalled', MV2), press(true)).status).toBe('installing');
  });

  it('warns again before a retry', () => {
    expect(installReducer(at('error', MV2), press()).dialog).toBe('mv2');
  });

  it('is not shown when there is no package anyway', () => {
    const next = installReducer(at('uninstalled', { ...MV2, installable: false }), press());
    expect(next).toMatchObject({ status: 'error', failure: { code: NO_PACKAGE } });
  });

  it('does nothing on Continue when it is not open or the item got installed meanwhile', () => {
    const ready = at('uninstalled', MV2);
    expect(installReducer(ready, { type: 'manifest-v2-continue' })).toBe(ready);
    const warned = installReducer(ready, press());
    const installedMeanwhile = installReducer(warned, probed({ item: ON }));
    expect(installReducer(installedMeanwhile, { type: 'manifest-v2-continue' })).toMatchObject({
      status: 'installed',
      dialog: null,
    });
  });

  it('remembers "Don\'t show again" in storage', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(isManifestV2WarningDismissed(storage)).toBe(false);
    dismissManifestV2Warning(storage);
    expect(values.get(MV2_WARNING_STORAGE_KEY)).toBe('1');
    expect(isManifestV2WarningDismissed(storage)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isManifestV2WarningDismissed(broken)).toBe(false);
    expect(() => dismissManifestV2Warning(broken)).not.toThrow();
    expect(isManifestV2WarningDismissed(undefined)).toBe(false);
  });
});

describe('install machine: enabling', () => {
  it('Enable → Enabled', () => {
    const off = { ...at('disabled'), mayEnable: true };
    const enabling = installReducer(off, press());
    expect(enabling.status).toBe('enabling');
    expect(effectOf(off, enabling)).toBe('enable');
    const on = installReducer(enabling, { type: 'enable-succeeded', item: ON });
    expect(on.status).toBe('enabled');
  });

  it('stays off when the browser keeps the item off', () => {
    const enabling = at('enabling');
    expect(installReducer(enabling, { type: 'enable-succeeded', item: LOCKED_OFF })).toMatchObject({
      status: 'disabled',
      mayEnable: false,
    });
  });

  it('says the item is blocked, without Enable, when the companion refuses it as blocked', () => {
    const failure = { code: 'NOT_ALLOWED', message: 'Blocked by the store' };
    const refused = installReducer(at('enabling'), { type: 'enable-failed', failure });
    expect(refused).toMatchObject({ status: 'disabled', mayEnable: false, dialog: 'blocked' });
    expect(buttonView(refused)).toMatchObject({ labelKey: 'product.blocked', disabled: true });
    expect(installReducer(refused, press()).status).toBe('disabled');
  });

  it('shows the failure and offers Enable again', () => {
    const failure = { code: 'FAILED', message: 'Extension cannot be enabled by the user.' };
    const failed = installReducer(at('enabling'), { type: 'enable-failed', failure });
    expect(failed).toMatchObject({ status: 'error', dialog: 'error', retry: 'enable', failure });
    expect(buttonView(failed).labelKey).toBe('install.enable');
    const again = installReducer(failed, press());
    expect(again.status).toBe('enabling');
    expect(effectOf(failed, again)).toBe('enable');
  });

  it('ignores enable answers that come too late', () => {
    const disabled = at('disabled');
    expect(installReducer(disabled, { type: 'enable-succeeded', item: ON })).toBe(disabled);
    expect(installReducer(disabled, { type: 'enable-failed', failure: FAILURE })).toBe(disabled);
  });
});

describe('install machine: web apps', () => {
  it('Add → Installing... (a new tab) → Add again when the window is back', () => {
    const ready = run(WEB_APP, probed({ notebook: true }));
    const installing = installReducer(ready, press());
    expect(installing).toMatchObject({ status: 'installing', webAppNote: true });
    expect(effectOf(ready, installing)).toBe('open-web-app');
    expect(buttonView(installing).labelKey).toBe('install.installing');
    const back = installReducer(installing, { type: 'refresh' });
    expect(back).toMatchObject({ status: 'uninstalled', webAppNote: true });
    expect(installReducer(back, probed({ notebook: true })).status).toBe('uninstalled');
  });

  it('refuses outside the notebook edition', () => {
    const refused = installReducer(run(WEB_APP, probed()), press());
    expect(refused).toMatchObject({ status: 'notebook-only', dialog: 'notebook' });
  });

  it('says why when there is no address to open', () => {
    const ready = at('uninstalled', { ...WEB_APP, installable: false });
    expect(installReducer(ready, press())).toMatchObject({
      status: 'error',
      failure: { code: NO_WEB_APP_URL },
    });
  });
});

describe('buttonView', () => {
  const cases: [InstallState, ReturnType<typeof buttonView>][] = [
    [
      at('checking-companion'),
      {
        labelKey: 'install.add',
        disabled: true,
        variant: 'primary',
        opensDialog: false,
        busy: true,
      },
    ],
    [
      at('no-companion'),
      {
        labelKey: 'install.add',
        disabled: false,
        variant: 'primary',
        opensDialog: true,
        busy: false,
      },
    ],
    [
      at('secret-mode'),
      {
        labelKey: 'install.add',
        disabled: false,
        variant: 'primary',
        opensDialog: true,
        busy: false,
      },
    ],
    [
      at('notebook-only', WEB_APP),
      {
        labelKey: 'install.add',
        disabled: false,
        variant: 'primary',
        opensDialog: true,
        busy: false,
      },
    ],
    [
      at('blocked'),
      {
        labelKey: 'product.blocked',
        disabled: false,
        variant: 'secondary',
        opensDialog: true,
        busy: false,
      },
    ],
    [
      at('uninstalled'),
      {
        labelKey: 'install.add',
        disabled: false,
        variant: 'primary',
        opensDialog: false,
        busy: false,
      },
    ],
    [
      at('installing'),
      {
        labelKey: 'install.checking',
        disabled: true,
        variant: 'primary',
        opensDialog: false,
        busy: true,
      },
    ],
    [
      at('installing', WEB_APP),
      {
        labelKey: 'install.installing',
        disabled: true,
        variant: 'primary',
        opensDialog: false,
        busy: true,
      },
    ],
    [
      at('installed'),
      {
        labelKey: 'install.added',
        disabled: true,
        variant: 'secondary',
        opensDialog: false,
        busy: false,
      },
    ],
    [
      at('disabled'),
      {
        labelKey: 'install.enable',
        disabled: false,
        variant: 'primary',
        opensDialog: false,
        busy: false,
      },
    ],
    [
      { ...at('disabled'), mayEnable: false },
      {
        labelKey: 'product.blocked',
        disabled: true,
        variant: 'secondary',
        opensDialog: false,
        busy: false,
      },
    ],
    [
      at('enabling'),
      {
        labelKey: 'install.enable',
        disabled: true,
        variant: 'primary',
        opensDialog: false,
        busy: true,
      },
    ],
    [
      at('enabled'),
      {
        labelKey: 'install.enabled',
        disabled: true,
        variant: 'secondary',
        opensDialog: false,
        busy: false,
      },
    ],
    [
      at('error'),
      {
        labelKey: 'install.add',
        disabled: false,
        variant: 'primary',
        opensDialog: false,
        busy: false,
      },
    ],
    [
      at('request-needed'),
      {
        labelKey: 'requests.button.request',
        disabled: false,
        variant: 'primary',
        opensDialog: true,
        busy: false,
      },
    ],
    [
      at('requested'),
      {
        labelKey: 'requests.button.requested',
        disabled: false,
        variant: 'secondary',
        opensDialog: true,
        busy: false,
      },
    ],
    [
      at('request-denied'),
      {
        labelKey: 'requests.button.denied',
        disabled: false,
        variant: 'secondary',
        opensDialog: true,
        busy: false,
      },
    ],
  ];

  it.each(cases)('%#: $status', (state, view) => {
    expect(buttonView(state)).toEqual(view);
  });

  it('covers every status', () => {
    expect(new Set(cases.map(([state]) => state.status))).toEqual(new Set(INSTALL_STATUSES));
  });

  it('marks Add as opening a dialog when it warns or explains first', () => {
    expect(buttonView(at('uninstalled', { ...EXTENSION, manifestV2: true })).opensDialog).toBe(
      true,
    );
    expect(buttonView(at('uninstalled', { ...EXTENSION, installable: false })).opensDialog).toBe(
      true,
    );
  });
});
