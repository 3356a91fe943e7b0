import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/react';
import adminStyles from '../admin.module.css';
import { changesViewPath, codeViewPath } from './code-view-model';

/** The frame of the Code and Changes pages: the way back to the case, and between the two. */
export function CodeReviewFrame({
  extensionId,
  title,
  current,
  testId,
  children,
}: {
  extensionId: string;
  title: string;
  current: 'code' | 'changes';
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const tab = (view: 'code' | 'changes', to: string, label: string) => (
    <AppLink
      to={to}
      className={`button button-small ${view === current ? 'button-primary' : 'button-secondary'}`}
      aria-current={view === current ? 'page' : undefined}
      data-testid={`code-review-tab-${view}`}
    >
      {label}
    </AppLink>
  );
  return (
    <Page
      title={title}
      eyebrow={
        <AppLink
          to={`/admin/items/${extensionId}`}
          className={adminStyles.backLink}
          data-testid="code-review-back"
        >
          <span aria-hidden="true">←</span> {t('admin.codeReview.back')}
        </AppLink>
      }
      actions={
        <>
          {tab('code', codeViewPath(extensionId, { choice: null }), t('admin.codeReview.open'))}
          {tab('changes', changesViewPath(extensionId), t('admin.codeReview.openChanges'))}
        </>
      }
      testId={testId}
    >
      {children}
    </Page>
  );
}
