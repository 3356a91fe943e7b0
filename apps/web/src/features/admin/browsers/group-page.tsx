import type { BrowserGroupDetail } from '@lagoon/contract';
import type { ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { shownGroupDescription, shownGroupName } from '../../../lib/group-name';
import styles from '../admin.module.css';
import { DeleteGroupCard } from './group-delete';
import { GroupEditor } from './group-editor';
import { policyEntryOf } from './group-entry';
import { groupChangeOf, groupDraftOf } from './group-form';
import { GroupInventoryCard } from './group-inventory';
import { GroupItemsSection } from './group-items-section';
import { GroupPilotCard } from './group-pilot';
import own from './groups.module.css';
import { type GroupData, groupPath } from './groups-loader';
import { PolicyFilePanel } from './policy-file-panel';
import { RolloutSection } from './policy-rollout-view';

/**
 * /admin/browsers/groups/:groupId: one browser group: which copy of its file its browsers run,
 * its settings and limits, its item entries as Chromium reads them, its policy file for each
 * browser and system, and, for any group but the default, its deletion. The console shell
 * checks the administrator.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as GroupData | null;
  if (data && data.group === null) return <NotFound />;
  const group = data?.group?.data;
  return (
    <Page
      title={group ? shownGroupName(t, group.name, group.isDefault) : t('admin.groups.title')}
      description={(group && shownGroupDescription(t, group)) || undefined}
      eyebrow={
        <AppLink to="/admin/browsers" className={styles.backLink} data-testid="group-back">
          <span aria-hidden="true">←</span> {t('admin.groups.page.back')}
        </AppLink>
      }
      testId="admin-group"
    >
      <GroupContent data={data} />
    </Page>
  );
}

function GroupContent({ data }: { data: GroupData | null }) {
  const revalidator = useRevalidator();
  const read = data?.group;
  if (!data || !read) return <Spinner />;
  if (read.error) {
    // A group that is gone stays gone: its message says so, without a retry.
    const gone = read.error.code === 'GROUP_NOT_FOUND';
    return (
      <ErrorState
        error={read.error}
        onRetry={gone ? undefined : () => void revalidator.revalidate()}
      />
    );
  }
  return <GroupView data={data} group={read.data} />;
}

function GroupView({ data, group }: { data: GroupData; group: BrowserGroupDetail }) {
  const { t } = useTranslation();
  const content = data.entryFile?.data?.content ?? null;
  // The form starts over when the saved settings change (its own save, or another tab's).
  const settingsKey = JSON.stringify(groupChangeOf(groupDraftOf(group)));
  return (
    <div className={styles.stack}>
      <GroupFacts group={group} />
      <RolloutSection rollout={group.policyRollout} />
      <div className={own.notice} data-testid="group-rollout">
        <h2 className={styles.subheading}>{t('admin.groups.page.rolloutTitle')}</h2>
        <p>{t('admin.groups.page.rollout')}</p>
        <p className={styles.hint}>{t('admin.groups.page.storeWide')}</p>
      </div>
      <GroupEditor key={settingsKey} group={group} />
      <GroupPilotCard group={group} />
      <GroupInventoryCard group={group} />
      {content !== null && <WildcardEntry content={content} />}
      <GroupItemsSection group={group} entryFile={data.entryFile} />
      <PolicyFilePanel
        target={data.target}
        policy={data.policy ?? undefined}
        base={groupPath(group.id)}
      />
      <DeleteGroupCard group={group} />
    </div>
  );
}

function GroupFacts({ group }: { group: BrowserGroupDetail }) {
  const { t, i18n } = useTranslation();
  const when = (value: string) => (
    <time dateTime={value}>{formatDate(value, i18n.language, 'dateTime') ?? value}</time>
  );
  const facts: [string, ReactNode, string][] = [
    [
      t('admin.groups.page.facts.id'),
      <span key="id" className={styles.mono}>
        {group.id}
      </span>,
      'id',
    ],
    [
      t('admin.groups.page.facts.installMode'),
      <span key="mode" className={own.groupName}>
        {t(`admin.groups.installMode.${group.installMode}`)}
        {group.isDefault && (
          <span className={styles.badge} data-tone="primary">
            {t('admin.groups.defaultBadge')}
          </span>
        )}
        {group.pilot && (
          <span className={styles.badge} data-tone="accent" data-testid="group-facts-pilot">
            {t('admin.groups.pilotBadge')}
          </span>
        )}
      </span>,
      'installMode',
    ],
    [t('admin.groups.page.facts.items'), String(group.itemCount), 'items'],
    [t('admin.groups.page.facts.changedAt'), when(group.policyChangedAt), 'changedAt'],
    [t('admin.groups.page.facts.createdAt'), when(group.createdAt), 'createdAt'],
  ];
  return (
    <div className={styles.summary}>
      <dl className={styles.facts} data-testid="group-facts">
        {facts.map(([label, value, key]) => (
          <div key={key} data-fact={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The "*" entry of the group's file: what Chromium applies to every item without its own. */
function WildcardEntry({ content }: { content: string }) {
  const { t } = useTranslation();
  const entry = policyEntryOf(content, '*');
  if (entry.kind !== 'entry') return null;
  return (
    <section className={styles.card} aria-labelledby="group-wildcard" data-testid="group-wildcard">
      <h2 id="group-wildcard" className={styles.subheading}>
        {t('admin.groups.settings.wildcardTitle')}
      </h2>
      <p className={styles.hint}>{t('admin.groups.settings.wildcardHint')}</p>
      <pre
        className={own.entryJson}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a wide entry by focusing its box
        tabIndex={0}
      >
        {entry.json}
      </pre>
    </section>
  );
}
