import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppLink } from '../components/app-link';
import { AlertIcon, RefreshIcon } from '../components/icons';
import { NotFound } from '../components/not-found';
import { StatusPanel } from '../components/status-panel';
import { useTranslation } from '../i18n/react';
import { isNotFoundError } from '../lib/api-error';
import { isChunkLoadError } from '../lib/chunk-load';

/**
 * What a page shows when it cannot be shown: its code failed to load (offer a reload), it does
 * not exist (Unable to access), or it broke.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  if ((isRouteErrorResponse(error) && error.status === 404) || isNotFoundError(error)) {
    return <NotFound />;
  }

  const reload = (
    <button
      type="button"
      className="button button-primary"
      onClick={() => window.location.reload()}
      data-testid="reload-button"
    >
      <RefreshIcon size={18} />
      {t('common.reload')}
    </button>
  );

  if (isChunkLoadError(error)) {
    return (
      <StatusPanel
        icon={<AlertIcon size={30} />}
        tone="danger"
        title={t('loadError.title')}
        message={t('loadError.message')}
        actions={reload}
        testId="chunk-load-error"
        alert
        headingLevel={1}
      />
    );
  }

  console.error(error);
  return (
    <StatusPanel
      icon={<AlertIcon size={30} />}
      tone="danger"
      title={t('loadError.genericTitle')}
      message={t('loadError.genericMessage')}
      testId="route-error"
      alert
      headingLevel={1}
      actions={
        <>
          {reload}
          <AppLink to="/" className="button button-secondary">
            {t('loadError.home')}
          </AppLink>
        </>
      }
    />
  );
}

/** Last resort when the shell itself fails: no header, just a way back. */
export function ShellError() {
  return (
    <main style={{ maxWidth: 640, margin: '96px auto', padding: '0 24px' }}>
      <RouteError />
    </main>
  );
}
