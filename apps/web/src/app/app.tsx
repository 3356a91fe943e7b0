import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SnackbarProvider } from '../components/snackbar';
import type { ThemePreference } from '../lib/theme';
import { DesktopOnlyGate } from './desktop-only';
import { routes } from './routes';
import { ThemeProvider } from './theme-provider';

/** The app: providers outside, the router inside. */
export function App({ i18n, themePreference }: { i18n: i18n; themePreference: ThemePreference }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider initialPreference={themePreference}>
        <SnackbarProvider>
          <DesktopOnlyGate>
            <RouterProvider router={router} />
          </DesktopOnlyGate>
        </SnackbarProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
