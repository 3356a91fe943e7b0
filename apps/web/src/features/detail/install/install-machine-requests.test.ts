import { describe, expect, it } from 'vitest';
import type { RequestSummary } from './install-access';
import { buttonView } from './install-button-view';
import {
  type InstallEvent,
  type InstallState,
  type InstallTarget,
  initialInstallState,
  installReducer,
  type Probe,
} from './install-machine';

const EXTENSION: InstallTarget = {
  kind: 'extension',
  blocked: false,
  manifestV2: false,
  installable: true,
};
const CONNECTED: Probe = {
  secret: false,
  companion: true,
  notebook: false,
  item: { installed: false },
};
const OPEN: RequestSummary = {
  id: '7',
  state: 'open',
  createdAt: '2026-11-20T09:00:00.000Z',
  decisionReason: null,
};
const DENIED: RequestSummary = { ...OPEN, state: 'denied', decisionReason: 'Not vetted.' };

const probed = (probe: Partial<Probe> = {}): InstallEvent => ({
  type: 'probed',
  probe: { ...CONNECTED, ...probe },
});
const press: InstallEvent = { type: 'press', skipManifestV2Warning: false };
const notAllowed = (request: RequestSummary | null = null) =>
  probed({ access: { allowed: false, request } });

function run(...events: InstallEvent[]): InstallState {
  return events.reduce(installReducer, initialInstallState(EXTENSION));
}

describe('install machine: requests in a browser group', () => {
  it('offers Add when the group allows the item or the store could not say', () => {
    expect(run(probed({ access: { allowed: true, request: null } })).status).toBe('uninstalled');
    expect(run(probed({ access: null })).status).toBe('uninstalled');
  });

  it('turns Add into Request when the group does not allow the item, and Request opens the dialog', () => {
    const state = run(notAllowed());
    expect(state.status).toBe('request-needed');
    expect(buttonView(state)).toMatchObject({
      labelKey: 'requests.button.request',
      disabled: false,
      opensDialog: true,
    });
    expect(installReducer(state, press)).toMatchObject({ dialog: 'request' });
  });

  it('shows Requested with the open request, and sending one moves there', () => {
    const waiting = run(notAllowed(OPEN));
    expect(waiting).toMatchObject({ status: 'requested', request: OPEN });
    expect(buttonView(waiting).labelKey).toBe('requests.button.requested');
    expect(installReducer(waiting, press).dialog).toBe('requested');

    const sent = run(notAllowed(), press, { type: 'request-sent', request: OPEN });
    expect(sent).toMatchObject({ status: 'requested', request: OPEN, dialog: 'requested' });
  });

  it('withdrawing goes back to Request', () => {
    const state = run(notAllowed(OPEN), { type: 'request-withdrawn' });
    expect(state).toMatchObject({ status: 'request-needed', request: null, dialog: null });
    // Only an open request can be withdrawn.
    expect(run(notAllowed(), { type: 'request-withdrawn' }).status).toBe('request-needed');
  });

  it('shows a denial with its reason and lets the visitor ask again', () => {
    const denied = run(notAllowed(DENIED));
    expect(denied).toMatchObject({ status: 'request-denied', request: DENIED });
    expect(buttonView(denied).labelKey).toBe('requests.button.denied');
    const asking = installReducer(denied, press);
    expect(asking.dialog).toBe('request');
    expect(installReducer(asking, { type: 'request-sent', request: OPEN }).status).toBe(
      'requested',
    );
  });

  it('offers Add once the approved policy reaches the browser, and keeps Added for installed items', () => {
    const approved = { ...OPEN, state: 'approved' as const };
    const waiting = run(notAllowed(approved));
    expect(waiting.status).toBe('requested');
    const allowed = installReducer(
      waiting,
      probed({ access: { allowed: true, request: approved } }),
    );
    expect(allowed).toMatchObject({ status: 'uninstalled', request: null });
    expect(buttonView(allowed).labelKey).toBe('install.add');

    const installed = run(
      probed({
        item: {
          installed: true,
          version: '1.0.0',
          enabled: true,
          mayEnable: true,
          installType: 'normal',
        },
        access: { allowed: false, request: null },
      }),
    );
    expect(installed.status).toBe('installed');
  });

  it('ignores a sent request unless the button was asking for one', () => {
    const state = run(probed());
    expect(installReducer(state, { type: 'request-sent', request: OPEN })).toBe(state);
  });
});
