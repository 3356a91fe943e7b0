import { useTranslation } from '../i18n/react';
import { useErrorText } from '../i18n/use-area';
import { isApiError } from '../lib/api-error';
import { AlertIcon, RefreshIcon } from './icons';
import { StatusPanel } from './status-panel';

/** A failed load, with the error's message in the interface language and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const message = errorText(isApiError(error) ? error.code : 'INTERNAL_ERROR');
  return (
    <StatusPanel
      icon={<AlertIcon size={30} />}
      tone="danger"
      message={message}
      testId="error-state"
      alert
      actions={
        onRetry && (
          <button type="button" className="button button-secondary" onClick={onRetry}>
            <RefreshIcon size={18} />
            {t('common.retry')}
          </button>
        )
      }
    />
  );
}
