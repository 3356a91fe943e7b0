import type { StoreEvent } from '@lagoon/contract';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LockIcon } from '../../../components/icons';
import { ProductGrid } from '../../../components/product/product-grid';
import { StatusPanel } from '../../../components/status-panel';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../i18n/react';
import { useErrorText } from '../../../i18n/use-area';
import { isNotFoundError } from '../../../lib/api-error';
import { WallpaperGrid } from '../../wallpapers/components/wallpaper-card';
import { type EventGroup, eventGroups } from '../event-groups';
import type { EventData } from '../event-loader';
import styles from './event-page.module.css';

// The loader comes with the page: one chunk for both, which the store's first page never loads.
export { loadEvent } from '../event-loader';

/**
 * /event/:slug — a collection administrators put together for an occasion: its cover, title
 * and description, then its items as the store's cards (wallpapers with their own cards). An
 * event visitors may not see (a draft, not started, ended, or no event at all) is not found.
 */
export function EventPage() {
  const { event } = useLoaderData() as EventData;
  const { revalidate } = useRevalidator();
  if (event.error) {
    if (isNotFoundError(event.error)) return <EventNotFound />;
    return <ErrorState error={event.error} onRetry={() => revalidate()} />;
  }
  return <EventContent event={event.data} />;
}

function EventContent({ event }: { event: StoreEvent }) {
  const { t } = useTranslation();
  useDocumentTitle(event.title);
  const groups = eventGroups(event.items);
  return (
    <article className={styles.page} data-testid="event-page" data-slug={event.slug}>
      <header className={styles.hero}>
        {event.cover && (
          <img
            className={styles.cover}
            src={event.cover}
            alt=""
            width={1200}
            height={300}
            fetchPriority="high"
            decoding="async"
            data-testid="event-cover"
          />
        )}
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t('events.eyebrow')}</p>
          <h1 className={styles.title} data-testid="page-title">
            {event.title}
          </h1>
          {event.description && (
            <p className={styles.description} data-testid="event-description">
              {event.description}
            </p>
          )}
        </div>
      </header>
      {groups.length === 0 ? (
        <EmptyState message={t('events.empty')} />
      ) : (
        groups.map((group, index) => (
          <EventItems key={group.type} group={group} first={index === 0} />
        ))
      )}
    </article>
  );
}

/** One kind of the event's items under its heading; the first row of the first is in view. */
function EventItems({ group, first }: { group: EventGroup; first: boolean }) {
  const { t } = useTranslation();
  const id = `event-group-${group.type.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={styles.group} data-testid={id}>
      <h2 id={id} className={styles.groupTitle}>
        {t(`search.groups.${group.type}`)}
      </h2>
      {group.type === 'THEME' ? (
        <WallpaperGrid themes={group.items} testId="event-wallpapers" />
      ) : (
        <ProductGrid products={group.items} eager={first ? 4 : 0} testId="event-items" />
      )}
    </section>
  );
}

/** The page of an address that names no event visitors may see, with the way back. */
function EventNotFound() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useDocumentTitle(t('notFound.title'));
  return (
    <StatusPanel
      icon={<LockIcon size={30} />}
      title={t('notFound.title')}
      message={errorText('EVENT_NOT_FOUND')}
      testId="event-not-found"
      headingLevel={1}
      actions={
        <AppLink to="/" className="button button-primary" data-testid="not-found-home">
          {t('notFound.home')}
        </AppLink>
      }
    />
  );
}
