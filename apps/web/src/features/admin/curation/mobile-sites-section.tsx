import type { AdminMobileSite, AdminMobileSiteList } from '@lagoon/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import type { Read } from '../../../lib/read';
import { useLanguage } from '../../../lib/use-language';
import styles from './curation.module.css';
import { checkMobileSite, deleteMobileSite, reorderMobileSites } from './curation-api';
import { DeleteDialog } from './dialogs';
import { EditDeleteButtons, ListCard } from './list-card';
import { MobileSiteDialog, SiteIcon } from './mobile-site-dialog';
import local from './mobile-sites.module.css';
import { moved, OrderButtons, ProblemAlert, ReadView, useCurationChange } from './shared';

/** The host a site's address names, for the list; the whole address when it has none. */
export function siteHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** The mobile websites of the sidebar store, as the page's loader read them. */
export function MobileSitesSection({ sites }: { sites: Read<AdminMobileSiteList> | undefined }) {
  return <ReadView read={sites}>{(list) => <MobileSiteRows sites={list} />}</ReadView>;
}

type Editing = { site: AdminMobileSite | null } | null;

/**
 * Every site in the panel's order: icon, name, host, category, language and whether the side
 * panel can show it (the framing check's verdict, with what the site answered).
 */
function MobileSiteRows({ sites }: { sites: AdminMobileSiteList }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminMobileSite | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const reorder = useCurationChange(reorderMobileSites);
  const check = useCurationChange((site: AdminMobileSite) => checkMobileSite(site.id), {
    done: (result) =>
      t(`admin.curation.mobileSites.checked.${result.framing}`, { name: result.name }),
  });
  const list = sites.items;

  const runCheck = async (site: AdminMobileSite) => {
    setChecking(site.id);
    await check.run(site);
    setChecking(null);
  };

  return (
    <div className={styles.sections}>
      <ListCard
        headingId="mobile-sites-heading"
        title={t('admin.curation.mobileSites.title')}
        intro={t('admin.curation.mobileSites.intro')}
        testId="mobile-sites"
        addLabel={t('admin.curation.mobileSites.add')}
        addTestId="mobile-sites-add"
        onAdd={() => setEditing({ site: null })}
        empty={list.length === 0}
        emptyText={t('admin.curation.mobileSites.empty')}
        ordered
      >
        {list.map((site, index) => (
          <li
            key={site.id}
            className={styles.row}
            data-testid="mobile-site-row"
            data-framing={site.framing}
          >
            <SiteIcon icon={site.icon} name={site.name} />
            <div className={styles.rowText}>
              <span className={styles.itemName}>{site.name}</span>
              <span className={styles.itemMeta}>
                <code>{siteHost(site.url)}</code> ·{' '}
                {t(`admin.curation.mobileSites.categories.${site.category}`)} ·{' '}
                {t(`admin.curation.mobileSites.languages.${site.language ?? 'all'}`)}
              </span>
              <span className={styles.itemMeta}>
                <span
                  className={`${styles.badge} ${local.framing}`}
                  data-framing={site.framing}
                  title={site.framingDetail ?? undefined}
                  data-testid="mobile-site-framing"
                >
                  {t(`admin.curation.mobileSites.framing.${site.framing}`)}
                </span>{' '}
                <span data-testid="mobile-site-detail">
                  {site.framingDetail ?? ''}
                  {site.checkedAt &&
                    ` · ${t('admin.curation.mobileSites.checkedAt', {
                      date: formatDate(site.checkedAt, language, 'dateTime') ?? site.checkedAt,
                    })}`}
                </span>
              </span>
            </div>
            <OrderButtons
              name={site.name}
              index={index}
              count={list.length}
              disabled={reorder.pending}
              onMove={(from, to) =>
                reorder.run({ ids: moved(list, from, to).map((entry) => entry.id) })
              }
            />
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => runCheck(site)}
              disabled={checking !== null}
              // The visible words start the name, so speech input finds the button.
              aria-label={
                checking === site.id
                  ? undefined
                  : t('admin.curation.mobileSites.checkItem', { name: site.name })
              }
              data-testid="mobile-site-check"
            >
              {checking === site.id
                ? t('admin.curation.mobileSites.checking')
                : t('admin.curation.mobileSites.check')}
            </button>
            <EditDeleteButtons
              name={site.name}
              onEdit={() => setEditing({ site })}
              onDelete={() => setRemoving(site)}
            />
          </li>
        ))}
      </ListCard>
      <ProblemAlert error={reorder.error ?? check.error} />
      {editing && (
        <MobileSiteDialog
          key={editing.site?.id ?? 'new'}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          site={editing.site}
        />
      )}
      {removing && (
        <DeleteDialog
          title={t('admin.curation.mobileSites.deleteTitle')}
          intro={t('admin.curation.mobileSites.deleteIntro', { name: removing.name })}
          onDelete={(reason) => deleteMobileSite(removing.id, reason)}
          onClose={() => setRemoving(null)}
          testId="mobile-site-delete"
        />
      )}
    </div>
  );
}
