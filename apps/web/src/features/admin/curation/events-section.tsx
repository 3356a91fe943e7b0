import type { AdminEvent, AdminEventList } from '@lagoon/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import { useLanguage } from '../../../lib/use-language';
import styles from './curation.module.css';
import { DeleteDialog } from './dialogs';
import { EventDialog } from './event-dialog';
import { eventTitleIn } from './event-form';
import { deleteEvent, updateEvent } from './events-api';
import { EditDeleteButtons, ListCard } from './list-card';
import { ProblemAlert, ReadView, Tile, useCurationChange } from './shared';

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
      <ListCard
        headingId="events-heading"
        title={t('admin.curation.events.heading')}
        intro={t('admin.curation.events.intro')}
        testId="events"
        addLabel={t('admin.curation.events.add')}
        addTestId="events-add"
        onAdd={() => setEditing({ event: null })}
        empty={events.items.length === 0}
        emptyText={t('admin.curation.events.empty')}
        ordered={false}
      >
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
              <Tile src={event.cover} className={styles.bannerThumb} />
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
              <EditDeleteButtons
                name={title}
                onEdit={() => setEditing({ event })}
                onDelete={() => setRemoving(event)}
              />
            </li>
          );
        })}
      </ListCard>
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
        <DeleteDialog
          title={t('admin.curation.events.deleteTitle')}
          intro={t('admin.curation.events.deleteIntro', {
            title: eventTitleIn(removing, language),
          })}
          onDelete={(reason) => deleteEvent(removing.id, reason)}
          onClose={() => setRemoving(null)}
          testId="event-delete"
        />
      )}
    </div>
  );
}
