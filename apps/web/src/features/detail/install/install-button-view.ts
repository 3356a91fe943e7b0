import type { InstallState } from './install-machine';

// What the install button shows for each state of the install machine: its label, whether it
// can be pressed, its look, and whether pressing it opens a dialog. The machine decides the
// state; this only reads it.

export type InstallLabelKey =
  | 'install.add'
  | 'install.checking'
  | 'install.installing'
  | 'install.added'
  | 'install.enable'
  | 'install.enabled'
  | 'product.blocked'
  | 'requests.button.request'
  | 'requests.button.requested'
  | 'requests.button.denied';

export interface ButtonView {
  labelKey: InstallLabelKey;
  disabled: boolean;
  variant: 'primary' | 'secondary';
  /** Pressing opens a dialog (aria-haspopup). */
  opensDialog: boolean;
  /** Something is under way (aria-busy). */
  busy: boolean;
}

/** The button for one state of the install machine. */
export function buttonView(state: InstallState): ButtonView {
  const view = (
    labelKey: InstallLabelKey,
    disabled: boolean,
    variant: ButtonView['variant'] = 'primary',
    opensDialog = false,
    busy = false,
  ): ButtonView => ({ labelKey, disabled, variant, opensDialog, busy });
  switch (state.status) {
    case 'checking-companion':
      return view('install.add', true, 'primary', false, true);
    case 'no-companion':
    case 'secret-mode':
    case 'notebook-only':
      return view('install.add', false, 'primary', true);
    case 'blocked':
      return view('product.blocked', false, 'secondary', true);
    case 'uninstalled':
      return view('install.add', false, 'primary', state.manifestV2 || !state.installable);
    case 'installing':
      return view(
        state.kind === 'webApp' ? 'install.installing' : 'install.checking',
        true,
        'primary',
        false,
        true,
      );
    case 'installed':
      return view('install.added', true, 'secondary');
    case 'disabled':
      return state.mayEnable
        ? view('install.enable', false)
        : view('product.blocked', true, 'secondary');
    case 'enabling':
      return view('install.enable', true, 'primary', false, true);
    case 'enabled':
      return view('install.enabled', true, 'secondary');
    case 'error':
      return view(state.retry === 'enable' ? 'install.enable' : 'install.add', false);
    case 'request-needed':
      return view('requests.button.request', false, 'primary', true);
    case 'requested':
      return view('requests.button.requested', false, 'secondary', true);
    case 'request-denied':
      return view('requests.button.denied', false, 'secondary', true);
  }
}
