import type { ReviewCase } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import { viewChange } from '../model/review-changes';
import { type RevisionChange, revisionChanges } from '../model/revision-changes';
import { actionLabel } from './audit-table';

// The case page's notice after a refused decision, with each change between the two revisions
// put in words: review state, package, access, listing fields, block, privacy and log events.

/**
 * A decision was refused because the item changed after the reviewer opened it: nothing was
 * decided; the case reloads, and this says what changed since the revision they saw.
 */
export function RevisionNotice({ seen, now }: { seen: ReviewCase; now: ReviewCase }) {
  const { t } = useTranslation();
  const reloaded = now.revision !== seen.revision;
  const changes = reloaded ? revisionChanges(seen, now) : [];
  return (
    <div className={styles.formAlert} role="alert" data-testid="case-revision-changed">
      <p>{t('admin.item.revisionChanged.title')}</p>
      <p>
        {reloaded
          ? t('admin.item.revisionChanged.intro', { seen: seen.revision, now: now.revision })
          : t('admin.item.revisionChanged.reloading')}
      </p>
      {changes.length > 0 && (
        <ul data-testid="case-revision-changes">
          {changes.map((change) => (
            <li key={changeKey(change)} data-kind={change.kind}>
              <RevisionChangeText change={change} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function changeKey(change: RevisionChange): string {
  return change.kind === 'event' ? change.entry.id : change.kind;
}

function RevisionChangeText({ change }: { change: RevisionChange }) {
  const { t, i18n } = useTranslation();
  const none = t('admin.changes.empty');
  switch (change.kind) {
    case 'review':
      return (
        <>
          {t('admin.item.revisionChanged.review', {
            before: t(`admin.reviewState.${change.before}`),
            after: t(`admin.reviewState.${change.after}`),
          })}
        </>
      );
    case 'package':
      return (
        <>
          {t('admin.item.revisionChanged.package', {
            before: change.before ?? none,
            after: change.after ?? none,
          })}
        </>
      );
    case 'access':
      return <>{t('admin.item.revisionChanged.access', { list: change.added.join(', ') })}</>;
    case 'listing': {
      const labels = change.fields.map((id) => {
        const view = viewChange({ field: id, before: null, after: null });
        if (view.field === null) return id;
        return t(`admin.changes.fields.${view.field}`, { locale: view.locale ?? '' });
      });
      return <>{t('admin.item.revisionChanged.listing', { list: labels.join(', ') })}</>;
    }
    case 'blocked':
      return <>{t(`admin.item.revisionChanged.${change.now ? 'blocked' : 'unblocked'}`)}</>;
    case 'private':
      return <>{t(`admin.item.revisionChanged.${change.now ? 'private' : 'public'}`)}</>;
    case 'event': {
      const { entry } = change;
      const when = formatDate(entry.createAt, i18n.language, 'dateTime') ?? entry.createAt;
      const action = actionLabel(t, entry.action);
      return (
        <>
          {entry.actor
            ? t('admin.item.revisionChanged.eventBy', { action, actor: entry.actor, when })
            : t('admin.item.revisionChanged.event', { action, when })}
        </>
      );
    }
  }
}
