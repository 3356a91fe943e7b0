import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar';
import type { AppTranslator } from '../i18n';
import { I18nProvider } from '../i18n/react';
import { type RenderEnv, RenderEnvProvider } from '../lib/render-env';
import type { ThemeStore } from '../lib/theme-store';
import { DesktopOnlyGate } from './desktop-only';
import { ThemeProvider } from './theme-provider';

export interface AppProvidersProps {
  i18n: AppTranslator;
  env: RenderEnv;
  /** The browser tab's colour theme; the server renders without one. */
  themeStore?: ThemeStore;
  /** The router: the browser's, or the server's static one for one request. */
  children: ReactNode;
}

/**
 * Everything around the router, the same in the browser and on the server, so a page the
 * server rendered hydrates into the same tree.
 */
export function AppProviders({ i18n, env, themeStore, children }: AppProvidersProps) {
  return (
    <RenderEnvProvider env={env}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider store={themeStore}>
          <SnackbarProvider>
            <DesktopOnlyGate>{children}</DesktopOnlyGate>
          </SnackbarProvider>
        </ThemeProvider>
      </I18nProvider>
    </RenderEnvProvider>
  );
}
