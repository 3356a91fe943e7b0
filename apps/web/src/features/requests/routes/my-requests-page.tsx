import type { OwnInstallRequest } from '@lagoon/contract';
import { useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { AppLink, useCurrentHl } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../i18n/react';
import { failureText, isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { shownGroupName } from '../../../lib/group-name';
import { useWrite } from '../../../lib/use-write';
import { goToLogin, usePortalUrls } from '../../session';
import { withdrawRequest } from '../requests-api';
import type { MyRequestsData } from '../requests-loader';

/**
 * My requests: the items the visitor asked their organisation's administrators for, newest
 * first, each with its group, reason, state and the administrator's reason for a denial;
 * open ones can be withdrawn.
 */
export function MyRequestsPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as MyRequestsData | null;
  const location = useLocation();
  const hl = useCurrentHl();
  const portal = usePortalUrls();
  useDocumentTitle(t('requests.page.title'));
  const read = data?.requests;
  let body: React.ReactNode;
  if (!read) {
    body = <Spinner />;
  } else if (read.error && isApiError(read.error) && read.error.code === 'LOGIN_REQUIRED') {
    body = (
      <EmptyState
        message={t('requests.page.signIn')}
        actions={
          <button
            type="button"
            className="button button-primary"
            onClick={() => goToLogin(location.pathname, hl, portal.loginUrl)}
          >
            {t('nav.login')}
          </button>
        }
      />
    );
  } else if (read.error) {
    body = <ErrorState error={read.error} />;
  } else if (read.data.requests.length === 0) {
    body = <EmptyState message={t('requests.page.empty')} />;
  } else {
    body = (
      <ul data-testid="my-requests" style={{ listStyle: 'none', padding: 0 }}>
        {read.data.requests.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </ul>
    );
  }
  return (
    <Page
      title={t('requests.page.title')}
      description={t('requests.page.description')}
      testId="my-requests-page"
    >
      {body}
    </Page>
  );
}

function RequestRow({ request }: { request: OwnInstallRequest }) {
  const { t, i18n } = useTranslation();
  const withdraw = useWrite(withdrawRequest);
  const [gone, setGone] = useState(false);
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : null);
  const decided = date(request.decidedAt);
  const state = gone ? 'withdrawn' : request.state;
  return (
    <li
      data-testid="my-request"
      data-state={state}
      style={{ borderBottom: '1px solid var(--color-border, #ddd)', padding: '12px 0' }}
    >
      <p>
        <AppLink to={`/detail/${request.extensionId}`}>
          <strong>{request.itemName}</strong>
        </AppLink>{' '}
        · {t(`requests.page.states.${state}`)}
      </p>
      <p>{t('requests.page.group', { name: shownGroupName(t, request.groupName) })}</p>
      <p>{t('requests.page.reason', { reason: request.reason })}</p>
      {request.decisionReason && (
        <p data-testid="my-request-denial">
          {t('requests.page.decisionReason', { reason: request.decisionReason })}
        </p>
      )}
      <p>
        {t('requests.page.requestedOn', { date: date(request.createdAt) ?? '' })}
        {decided && ` · ${t('requests.page.decidedOn', { date: decided })}`}
      </p>
      {state === 'open' && (
        <button
          type="button"
          className="button button-secondary"
          disabled={withdraw.pending}
          data-testid="my-request-withdraw"
          onClick={async () => {
            if ((await withdraw.run(request.id)) !== undefined) setGone(true);
          }}
        >
          {t('requests.page.withdraw')}
        </button>
      )}
      {withdraw.error && (
        <p role="alert">{failureText(withdraw.error, (code) => t(`errors.${code}`))}</p>
      )}
    </li>
  );
}
