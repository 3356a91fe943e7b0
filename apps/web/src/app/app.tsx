import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar';
import type { AppTranslator } from '../i18n';
import { I18nProvider } from '../i18n/react';
import { type RenderEnv, RenderEnvProvider } from '../lib/render-env';
import type { ThemePreference } from '../lib/theme';
import { DesktopOnlyGate } from './desktop-only';
import { ThemeProvider } from './theme-provider';

export interface AppProvidersProps {
  i18n: AppTranslator;
  env: RenderEnv;
  themePreference: ThemePreference;
  /** The router: the browser's, or the server's static one for one request. */
  children: ReactNode;
}

/**
 * Everything around the router, the same in the browser and on the server, so a page the
 * server rendered hydrates into the same tree.
 */
export function AppProviders({ i18n, env, themePreference, children }: AppProvidersProps) {
  return (
    <RenderEnvProvider env={env}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider initialPreference={themePreference}>
          <SnackbarProvider>
            <DesktopOnlyGate>{children}</DesktopOnlyGate>
          </SnackbarProvider>
        </ThemeProvider>
      </I18nProvider>
    </RenderEnvProvider>
  );
}
