import type { InstallRequestEntry, InstallRequestGroup } from '@lagoon/contract';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { QueueList, QueuePage } from '../components/queue-page';
import { auditSearchPath } from '../model/audit-search';
import { RequestCard, type RequestDecisionKind } from './request-card';
import { RequestDecisionDialog } from './request-decision-dialog';
import { REQUEST_VIEWS } from './requests-api';
import { type InstallRequestsData, requestViewPath } from './requests-loader';

/** The decisions of the section, in the log. */
const LOG_PATH = auditSearchPath({ q: 'install_request', area: 'curation', action: null, page: 1 });

/**
 * /admin/requests?state=open|approved|denied: the "Requests" section. Items visitors asked for
 * because their browser group does not allow them, the most asked first, each with what its
 * package asks for and every request (who, from which group, why). An administrator approves
 * a request for a group, which changes that group's policy, or denies it with a reason the
 * requester reads.
 */
export function InstallRequestsPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as InstallRequestsData | null;
  return (
    <QueuePage
      title={t('admin.requests.title')}
      description={t('admin.requests.description')}
      testId="admin-requests"
      log={{ path: LOG_PATH, label: t('admin.requests.logLink'), testId: 'requests-log-link' }}
      views={{
        label: t('admin.requests.viewsLabel'),
        testIdPrefix: 'requests-state',
        items: REQUEST_VIEWS.map((state) => ({
          value: state,
          label: t(`admin.requests.views.${state}`),
          to: requestViewPath(state),
          active: data?.state === state,
        })),
      }}
    >
      {data ? <Queue data={data} /> : <Spinner />}
    </QueuePage>
  );
}

interface Pending {
  item: InstallRequestGroup;
  request: InstallRequestEntry;
  kind: RequestDecisionKind;
}

function Queue({ data }: { data: InstallRequestsData }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const { state, overview } = data;
  const groups = data.groups.data?.groups ?? [];
  return (
    <>
      <QueueList
        entries={overview.error ? overview : { data: overview.data.items }}
        emptyMessage={t(`admin.requests.empty.${state}`)}
        count={(count) => t('admin.requests.count', { count })}
        countTestId="requests-count"
        listLabel={t(`admin.requests.listLabel.${state}`)}
      >
        {(items) =>
          items.map((item) => (
            <li key={item.extensionId}>
              <RequestCard
                item={item}
                onDecide={(request, kind) => setPending({ item, request, kind })}
              />
            </li>
          ))
        }
      </QueueList>
      {pending && (
        <RequestDecisionDialog
          key={`${pending.request.id}-${pending.kind}`}
          item={pending.item}
          request={pending.request}
          kind={pending.kind}
          groups={groups}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
