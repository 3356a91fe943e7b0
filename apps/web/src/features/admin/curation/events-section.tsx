import type { AdminEvent, AdminEventList } from '@lagoon/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import { useLanguage } from '../../../lib/use-language';
import styles from './curation.module.css';
import { EventDialog } from './event-dialog';
import { eventTitleIn } from './event-form';
import local from './events.module.css';
import { deleteEvent, updateEvent } from './events-api';
import { ConfirmDialog, ProblemAlert, ReadView, useCurationChange } from './shared';

/** The event pages, as the page's loader read them. */
export function EventsSection({ events }: { events: Read<AdminEventList> | undefined }) {
  return <ReadView read={events}>{(list) => <EventRows events={list} />}</ReadView>;
}

type Editing = { event: AdminEvent | null } | null;

/**
 * Every event page, newest first: cover, title, where it stands for visitors (draft,
 * scheduled, live, ended), its address and how many of its items visitors see, with
 * publishing, editing and deleting.
 */
function EventRows({ events }: { events: AdminEventList }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminEvent | null>(null);
  const publish = useCurationChange(
    (event: AdminEvent) =>
      updateEvent(event.id, { state: event.state === 'live' ? 'draft' : 'live' }),
    {
      done: (saved) =>
        t(
          saved.state === 'live'
            ? 'admin.curation.events.published'
            : 'admin.curation.events.unpublished',
          {
            title: eventTitleIn(saved, language),
          },
        ),
    },
  );

  return (
    <div className={styles.sections}>
      <section className={styles.card} aria-labelledby="events-heading" data-testid="events">
        <header className={styles.cardHeader}>
          <div className={local.heading}>
            <h2 id="events-heading" className={styles.cardTitle}>
              {t('admin.curation.events.heading')}
            </h2>
            <p className={styles.hint}>{t('admin.curation.events.intro')}</p>
          </div>
          <button
            type="button"
            className="button button-primary button-small"
            onClick={() => setEditing({ event: null })}
            data-testid="events-add"
          >
            {t('admin.curation.events.add')}
          </button>
        </header>
        {events.items.length === 0 ? (
          <p className={styles.hint}>{t('admin.curation.events.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {events.items.map((event) => {
              const title = eventTitleIn(event, language);
              const visible = event.items.filter((item) => item.listed).length;
              return (
                <li
                  key={event.id}
                  className={styles.row}
                  data-testid="event-row"
                  data-status={event.status}
                >
                  {event.cover ? (
                    <img className={styles.bannerThumb} src={event.cover} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.bannerThumb} aria-hidden="true" />
                  )}
                  <div className={styles.rowText}>
                    <span className={styles.itemName}>{title}</span>
                    <span className={styles.itemMeta}>
                      <span
                        className={styles.badge}
                        data-state={event.status}
                        data-testid="event-status"
                      >
                        {t(`admin.curation.events.statuses.${event.status}`)}
                      </span>{' '}
                      {t('admin.curation.events.itemCount', {
                        count: event.items.length,
                        visible,
                      })}
                    </span>
                    <span className={styles.itemMeta}>
                      {event.status === 'live' ? (
                        <a href={`/event/${event.slug}`} target="_blank" rel="noreferrer">
                          <code>/event/{event.slug}</code>
                        </a>
                      ) : (
                        <code>/event/{event.slug}</code>
                      )}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => publish.run(event)}
                    disabled={publish.pending}
                    // The visible words start the name, so speech input finds the button.
                    aria-label={t(
                      event.state === 'live'
                        ? 'admin.curation.events.unpublishItem'
                        : 'admin.curation.events.publishItem',
                      { name: title },
                    )}
                    data-testid="event-publish"
                  >
                    {event.state === 'live'
                      ? t('admin.curation.events.unpublish')
                      : t('admin.curation.events.publish')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => setEditing({ event })}
                    aria-label={t('admin.curation.common.editItem', { name: title })}
                  >
                    {t('admin.curation.common.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => setRemoving(event)}
                    aria-label={t('admin.curation.common.deleteItem', { name: title })}
                  >
                    {t('admin.curation.common.delete')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ProblemAlert error={publish.error} />
      {editing && (
        <EventDialog
          key={editing.event?.id ?? 'new'}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          event={editing.event}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('admin.curation.events.deleteTitle')}
          intro={t('admin.curation.events.deleteIntro', {
            title: eventTitleIn(removing, language),
          })}
          confirmLabel={t('admin.curation.common.delete')}
          onConfirm={(reason) => deleteEvent(removing.id, reason)}
          testId="event-delete"
        />
      )}
    </div>
  );
}
