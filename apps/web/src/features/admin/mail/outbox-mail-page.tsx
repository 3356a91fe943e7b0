import type { OutboxMail } from '@lagoon/contract';
import type { ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import own from './mail.module.css';
import type { OutboxMailData } from './mail-loaders';
import { MailStatusBadge } from './mail-status';
import { MAIL_KIND_KEYS, outboxPath } from './outbox-model';

/**
 * /admin/mail/:mailId: one e-mail as its developer reads it (the plain text; the HTML part says
 * the same), with where it stands: sent, waiting for another attempt and why, or kept.
 */
export function OutboxMailPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as OutboxMailData | null;
  const mail = data?.mail.data;
  return (
    <Page
      title={mail?.subject ?? t('admin.mail.title')}
      eyebrow={
        <AppLink
          to={outboxPath(data?.view ?? { status: null, page: 1 })}
          className={styles.backLink}
          data-testid="mail-back"
        >
          <span aria-hidden="true">←</span> {t('admin.mail.back')}
        </AppLink>
      }
      testId="admin-mail-message"
    >
      {data ? <MailView data={data} /> : <Spinner />}
    </Page>
  );
}

function MailView({ data }: { data: OutboxMailData }) {
  const revalidator = useRevalidator();
  if (data.mail.error) {
    if (revalidator.state === 'loading') return <Spinner />;
    return <ErrorState error={data.mail.error} onRetry={() => void revalidator.revalidate()} />;
  }
  return <MailDetail mail={data.mail.data} />;
}

function MailDetail({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  const when = (value: string | null) =>
    value ? formatDate(value, i18n.language, 'dateTime') : null;
  const facts: [string, ReactNode][] = [
    [t('admin.mail.facts.to'), mail.recipient],
    [t('admin.mail.facts.language'), t(`admin.mail.languages.${mail.language}`)],
    [t('admin.mail.facts.kind'), t(`admin.mail.kinds.${MAIL_KIND_KEYS[mail.kind]}`)],
    [t('admin.mail.facts.status'), <MailStatusBadge key="status" status={mail.status} />],
    [t('admin.mail.facts.attempts'), String(mail.attempts)],
    [t('admin.mail.facts.written'), when(mail.createAt)],
  ];
  if (mail.sentAt) facts.push([t('admin.mail.facts.sent'), when(mail.sentAt)]);
  if (mail.nextAttemptAt) facts.push([t('admin.mail.facts.nextAttempt'), when(mail.nextAttemptAt)]);
  if (mail.error && mail.status !== 'sent') facts.push([t('admin.mail.facts.error'), mail.error]);
  if (mail.extensionId) {
    facts.push([
      t('admin.mail.facts.item'),
      <AppLink key="item" to={`/admin/items/${mail.extensionId}`} data-testid="mail-item">
        {mail.extensionId}
      </AppLink>,
    ]);
  }
  return (
    <div className={styles.stack}>
      <div className={styles.summary}>
        <dl className={styles.facts} data-testid="mail-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section className={styles.section} aria-label={t('admin.mail.text')}>
        <pre className={own.text} lang={mail.language} data-testid="mail-text">
          {mail.text}
        </pre>
      </section>
    </div>
  );
}
