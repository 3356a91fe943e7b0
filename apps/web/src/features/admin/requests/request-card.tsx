import type { InstallRequestEntry, InstallRequestGroup } from '@lagoon/contract';
import { useId } from 'react';
import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { shownGroupName } from '../../../lib/group-name';
import styles from '../admin.module.css';
import cards from '../components/queue-card.module.css';
import own from './requests.module.css';

export type RequestDecisionKind = 'approve' | 'deny';

/**
 * One requested item: its store page and review case, what its package asks for, and its
 * requests, each with the requester, the group, the reason and either the decisions (open) or
 * the outcome.
 */
export function RequestCard({
  item,
  onDecide,
}: {
  item: InstallRequestGroup;
  onDecide: (request: InstallRequestEntry, kind: RequestDecisionKind) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="install-request-item"
      data-extension-id={item.extensionId}
    >
      <div className={cards.header}>
        <div className={own.item}>
          {item.icon && <img src={item.icon} alt="" width={40} height={40} className={own.icon} />}
          <div className={styles.itemText}>
            <h2 id={headingId} className={cards.itemHeading}>
              <AppLink to={`/detail/${item.extensionId}`} className={styles.itemName}>
                {item.name || item.extensionId}
              </AppLink>
            </h2>
            <span className={styles.mono}>{item.extensionId}</span>
          </div>
        </div>
        <div className={styles.badges}>
          {item.openCount > 0 && (
            <span className={styles.badge} data-tone="accent" data-testid="install-request-open">
              {t('admin.requests.openCount', { count: item.openCount })}
            </span>
          )}
        </div>
      </div>
      <p className={cards.meta}>
        <AppLink to={`/admin/items/${item.extensionId}`}>{t('admin.requests.openCase')}</AppLink>
      </p>
      <Permissions item={item} />
      <ul
        className={own.requests}
        aria-label={t('admin.requests.requestsLabel', { item: item.name })}
      >
        {item.requests.map((request) => (
          <li key={request.id}>
            <RequestRow item={item} request={request} onDecide={onDecide} />
          </li>
        ))}
      </ul>
    </article>
  );
}

/** What the item's package asks for, so the decision can weigh it. */
function Permissions({ item }: { item: InstallRequestGroup }) {
  const { t } = useTranslation();
  if (item.permissions.length === 0 && item.hostPermissions.length === 0) {
    return <p className={styles.muted}>{t('admin.requests.noPermissions')}</p>;
  }
  return (
    <div className={own.permissions} data-testid="install-request-permissions">
      <span className={styles.label}>{t('admin.requests.permissions')}</span>
      <ul className={own.chips}>
        {[...item.permissions, ...item.hostPermissions].map((name) => (
          <li key={name} className={styles.mono}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RequestRow({
  item,
  request,
  onDecide,
}: {
  item: InstallRequestGroup;
  request: InstallRequestEntry;
  onDecide: (request: InstallRequestEntry, kind: RequestDecisionKind) => void;
}) {
  const { t, i18n } = useTranslation();
  const sentAt = formatDate(request.createdAt, i18n.language, 'dateTime');
  const decidedAt = request.decidedAt
    ? formatDate(request.decidedAt, i18n.language, 'dateTime')
    : null;
  return (
    <div className={own.request} data-testid="install-request" data-request-id={request.id}>
      <p className={cards.meta}>
        <span className={cards.person}>
          {t('admin.requests.requester', {
            name: request.requester.nickname,
            email: request.requester.email,
          })}
        </span>
        <span>{t('admin.requests.group', { group: shownGroupName(t, request.groupName) })}</span>
        {sentAt && <time dateTime={request.createdAt}>{sentAt}</time>}
      </p>
      <p className={cards.text} data-testid="install-request-reason">
        {request.reason}
      </p>
      {request.state === 'open' ? (
        <div className={styles.decisionButtons}>
          {(['deny', 'approve'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className={
                kind === 'deny'
                  ? 'button button-secondary button-small'
                  : 'button button-primary button-small'
              }
              aria-haspopup="dialog"
              aria-label={t(`admin.requests.decisions.${kind}.openLabel`, {
                item: item.name,
                name: request.requester.nickname,
              })}
              onClick={() => onDecide(request, kind)}
              data-testid={`install-request-${kind}`}
            >
              {t(`admin.requests.decisions.${kind}.open`)}
            </button>
          ))}
        </div>
      ) : (
        <p className={cards.footerLine} data-testid="install-request-outcome">
          <span
            className={styles.badge}
            data-tone={request.state === 'approved' ? 'primary' : undefined}
          >
            {t(`admin.requests.states.${request.state}`)}
          </span>
          {decidedAt && request.decidedAt && (
            <time dateTime={request.decidedAt} className={styles.muted}>
              {decidedAt}
            </time>
          )}
          {request.decisionReason && (
            <span>{t('admin.requests.reason', { reason: request.decisionReason })}</span>
          )}
        </p>
      )}
    </div>
  );
}
