import type { AccessToken } from '@lagoon/contract';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Page } from '../../components/page';
import { SegmentedLinks } from '../../components/segmented-links';
import { Spinner } from '../../components/spinner';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/format-date';
import { CreateTokenDialog } from './create-token-dialog';
import { RevokeTokenDialog } from './revoke-token-dialog';
import styles from './tokens.module.css';
import type { TokenArea } from './tokens-api';
import type { TokensData } from './tokens-loader';

/** /developers/tokens: the developer's access tokens. */
export function DeveloperTokensPage() {
  return <TokensPage area="developers" />;
}

/** /admin/tokens(?all=true): the administrator's tokens, or every token of the store. */
export function AdminTokensPage() {
  return <TokensPage area="admin" />;
}

/**
 * An Access tokens page: the list (name, scopes, first characters, dates, last use, state),
 * "Create token", whose dialog shows the secret once, and "Revoke" with a confirmation. In the
 * console a second view lists every token of the store with its owner, each revocable.
 */
function TokensPage({ area }: { area: TokenArea }) {
  const { t } = useTranslation();
  const data = useLoaderData() as TokensData | null;
  const [creating, setCreating] = useState(false);
  const all = data?.all ?? false;
  return (
    <Page
      title={t(`${area}.tokens.title`)}
      description={t(
        area === 'admin' ? 'admin.tokens.adminDescription' : 'developers.tokens.description',
      )}
      eyebrow={t(`${area}.title`)}
      actions={
        <button
          type="button"
          className="button button-primary"
          onClick={() => setCreating(true)}
          data-testid="token-create"
        >
          {t(`${area}.tokens.create`)}
        </button>
      }
      testId="tokens-page"
    >
      <div className={styles.stack}>
        {area === 'admin' && (
          <div className={styles.toolbar}>
            <SegmentedLinks
              label={t('admin.tokens.views.label')}
              testIdPrefix="tokens-view"
              items={[
                {
                  value: 'own',
                  label: t('admin.tokens.views.own'),
                  to: '/admin/tokens',
                  active: !all,
                },
                {
                  value: 'all',
                  label: t('admin.tokens.views.all'),
                  to: '/admin/tokens?all=true',
                  active: all,
                },
              ]}
            />
          </div>
        )}
        {data ? <TokenList area={area} data={data} /> : <Spinner />}
      </div>
      <CreateTokenDialog area={area} open={creating} onOpenChange={setCreating} />
    </Page>
  );
}

function TokenList({ area, data }: { area: TokenArea; data: TokensData }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  if (data.tokens.error) {
    return <ErrorState error={data.tokens.error} onRetry={() => void revalidator.revalidate()} />;
  }
  const tokens = data.tokens.data.tokens;
  if (tokens.length === 0) {
    return (
      <EmptyState message={t(data.all ? `${area}.tokens.emptyAll` : `${area}.tokens.empty`)} />
    );
  }
  const date = (value: string) => formatDate(value, i18n.language, 'medium') ?? value;
  return (
    <>
      <DataTable
        caption={t(`${area}.tokens.listLabel`)}
        testId="tokens-table"
        middle
        columns={
          <>
            <th scope="col">{t(`${area}.tokens.columns.name`)}</th>
            {data.all && <th scope="col">{t(`${area}.tokens.columns.owner`)}</th>}
            <th scope="col">{t(`${area}.tokens.columns.scopes`)}</th>
            <th scope="col">{t(`${area}.tokens.columns.prefix`)}</th>
            <th scope="col">{t(`${area}.tokens.columns.created`)}</th>
            <th scope="col">{t(`${area}.tokens.columns.expires`)}</th>
            <th scope="col">{t(`${area}.tokens.columns.lastUsed`)}</th>
            <th scope="col">{t(`${area}.tokens.columns.status`)}</th>
            <th scope="col">
              <span className="visually-hidden">{t(`${area}.tokens.columns.actions`)}</span>
            </th>
          </>
        }
      >
        {tokens.map((token) => (
          <tr key={token.tokenId} data-testid="token-row" data-token-id={token.tokenId}>
            <td>
              <span className={styles.name} data-testid="token-name">
                {token.name}
              </span>
            </td>
            {data.all && (
              <td>
                <span className={styles.muted} data-testid="token-owner">
                  {token.owner ? `${token.owner.nickname} <${token.owner.email}>` : ''}
                </span>
              </td>
            )}
            <td>
              <span className={styles.scopes} data-testid="token-scopes">
                {token.scopes.map((scope) => (
                  <span
                    key={scope}
                    className={styles.scope}
                    title={t(`${area}.tokens.scopes.${scope}`)}
                  >
                    {scope}
                  </span>
                ))}
              </span>
            </td>
            <td>
              <code className={styles.prefix} data-testid="token-prefix">
                {token.prefix}…
              </code>
            </td>
            <td className={styles.nowrap}>{date(token.createdAt)}</td>
            <td className={styles.nowrap} data-testid="token-expires">
              {date(token.expiresAt)}
            </td>
            <td className={styles.nowrap} data-testid="token-last-used">
              {token.lastUsedAt
                ? (formatDate(token.lastUsedAt, i18n.language, 'dateTime') ?? token.lastUsedAt)
                : t(`${area}.tokens.neverUsed`)}
            </td>
            <td>
              <span className={styles.status} data-status={token.status} data-testid="token-status">
                {t(`${area}.tokens.status.${token.status}`)}
              </span>
            </td>
            <td>
              {token.status === 'active' && (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => setRevoking(token)}
                  aria-label={t(`${area}.tokens.revokeLabel`, { name: token.name })}
                  data-testid="token-revoke"
                >
                  {t(`${area}.tokens.revoke`)}
                </button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <RevokeTokenDialog area={area} token={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
