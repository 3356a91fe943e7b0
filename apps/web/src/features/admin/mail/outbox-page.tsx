import {
  MAIL_RETENTION_DAYS,
  MAIL_STATUSES,
  type OutboxPage as Outbox,
  type OutboxEntry,
} from '@lagoon/contract';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { SegmentedLinks } from '../../../components/segmented-links';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { useReadingAgain } from '../../../lib/use-reading-again';
import styles from '../admin.module.css';
import { pageWindow } from '../model/audit-search';
import own from './mail.module.css';
import type { OutboxData } from './mail-loaders';
import { MailStatusBadge } from './mail-status';
import { MAIL_KIND_KEYS, type OutboxView, outboxMailPagePath, outboxPath } from './outbox-model';

/**
 * /admin/mail?status=&page=: every e-mail the store wrote to developers, newest first, with
 * its status. Without an SMTP server the store keeps them all here, and says so. The intro
 * says how long finished mails stay before the server deletes them.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as OutboxData | null;
  return (
    <Page
      title={t('admin.mail.title')}
      description={t('admin.mail.description', { days: MAIL_RETENTION_DAYS })}
      eyebrow={t('admin.title')}
      testId="admin-mail"
    >
      {data ? <OutboxList data={data} /> : <Spinner />}
    </Page>
  );
}

function OutboxList({ data }: { data: OutboxData }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const busy = useReadingAgain();
  const { view, outbox } = data;
  if (outbox.error) {
    if (revalidator.state === 'loading') return <Spinner />;
    return <ErrorState error={outbox.error} onRetry={() => void revalidator.revalidate()} />;
  }
  const page = outbox.data;
  const counts = page.counts;
  const all = counts.queued + counts.sent + counts.failed + counts.kept;
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className={styles.stack} aria-busy={busy || undefined}>
      {page.delivery === 'outbox' && (
        <p className={own.notice} data-testid="mail-outbox-only">
          {t('admin.mail.outboxOnly')}
        </p>
      )}
      <SegmentedLinks
        label={t('admin.mail.viewsLabel')}
        testIdPrefix="mail-status-tab"
        items={[
          {
            value: 'all',
            label: t('admin.mail.tab', { label: t('admin.mail.all'), count: number(all) }),
            to: outboxPath({ status: null, page: 1 }),
            active: view.status === null,
          },
          ...MAIL_STATUSES.map((status) => ({
            value: status,
            label: t('admin.mail.tab', {
              label: t(`admin.mail.statuses.${status}`),
              count: number(counts[status]),
            }),
            to: outboxPath({ status, page: 1 }),
            active: view.status === status,
          })),
        ]}
      />
      {page.items.length === 0 ? (
        <EmptyState message={t('admin.mail.empty')} />
      ) : (
        <>
          <OutboxPager page={page} view={view} />
          <MailTable items={page.items} view={view} />
        </>
      )}
    </div>
  );
}

function OutboxPager({ page, view }: { page: Outbox; view: OutboxView }) {
  const { t, i18n } = useTranslation();
  const window = pageWindow(page.offset, page.size, page.items.length, page.totalCount);
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <Pager
      page={view.page}
      last={window.pageCount}
      hrefOf={(number) => outboxPath({ ...view, page: number })}
      label={t('admin.mail.pages')}
      previousLabel={t('admin.mail.previous')}
      nextLabel={t('admin.mail.next')}
      testIdPrefix="mail"
      summary={
        <p className={styles.count} data-testid="mail-range">
          {t('admin.mail.range', {
            first: number(window.first),
            last: number(window.last),
            total: number(window.total),
          })}
        </p>
      }
    />
  );
}

function MailTable({ items, view }: { items: readonly OutboxEntry[]; view: OutboxView }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('admin.mail.caption')}
      testId="mail-list"
      columns={
        <>
          <th scope="col">{t('admin.mail.columns.subject')}</th>
          <th scope="col">{t('admin.mail.columns.recipient')}</th>
          <th scope="col">{t('admin.mail.columns.status')}</th>
          <th scope="col">{t('admin.mail.columns.written')}</th>
        </>
      }
    >
      {items.map((mail) => {
        const written = formatDate(mail.createAt, i18n.language, 'dateTime');
        return (
          <tr key={mail.mailId} data-testid="mail-row" data-mail-id={mail.mailId}>
            <th scope="row">
              <div className={own.subjectCell}>
                <AppLink
                  to={outboxMailPagePath(mail.mailId, view)}
                  className={own.subject}
                  data-testid="mail-subject"
                >
                  {mail.subject}
                </AppLink>
                <span className={styles.badges}>
                  <span className={styles.badge}>
                    {t(`admin.mail.kinds.${MAIL_KIND_KEYS[mail.kind]}`)}
                  </span>
                </span>
              </div>
            </th>
            <td>
              <div className={styles.itemText}>
                <span data-testid="mail-recipient">{mail.recipient}</span>
                <span className={styles.muted}>{t(`admin.mail.languages.${mail.language}`)}</span>
              </div>
            </td>
            <td>
              <div className={own.statusCell}>
                <MailStatusBadge status={mail.status} />
                {mail.attempts > 0 && (
                  <span className={styles.muted}>
                    {t('admin.mail.attempts', { count: mail.attempts })}
                  </span>
                )}
                {mail.status !== 'sent' && mail.error && (
                  <span className={own.error}>{mail.error}</span>
                )}
              </div>
            </td>
            <td className={styles.nowrap}>
              {written && <time dateTime={mail.createAt}>{written}</time>}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
