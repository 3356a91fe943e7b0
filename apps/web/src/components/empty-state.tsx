import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { InboxIcon } from './icons';
import { StatusPanel } from './status-panel';

/** "There is nothing to display." — or another message — for empty lists and pages. */
export function EmptyState({ message, actions }: { message?: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={<InboxIcon size={30} />}
      message={message ?? t('common.nothingToDisplay')}
      actions={actions}
      testId="empty-state"
    />
  );
}
