import {
  type AdminBanner,
  type AdminBannerList,
  BANNER_TYPES,
  type BannerType,
} from '@lagoon/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import type { Read } from '../../../lib/read';
import { useLanguage } from '../../../lib/use-language';
import { BannerDialog } from './banner-dialog';
import styles from './curation.module.css';
import { deleteBanner, reorderBanners } from './curation-api';
import { DeleteDialog } from './dialogs';
import { EditDeleteButtons, ListCard } from './list-card';
import { moved, OrderButtons, ProblemAlert, ReadView, useCurationChange } from './shared';

type Editing = { banner: AdminBanner | null; type: BannerType } | null;

/** Banners of each screen, as the page's loader read them. */
export function BannersSection({ banners }: { banners: Read<AdminBannerList> | undefined }) {
  return <ReadView read={banners}>{(list) => <BannerLists banners={list} />}</ReadView>;
}

/** Banners of each screen: image, titles, language, schedule and state, in their order. */
function BannerLists({ banners }: { banners: AdminBannerList }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminBanner | null>(null);
  const reorder = useCurationChange(reorderBanners);

  const schedule = (banner: AdminBanner) => {
    const parts = [
      banner.startsAt &&
        t('admin.curation.banners.schedule.from', {
          date: formatDate(banner.startsAt, language, 'dateTime') ?? banner.startsAt,
        }),
      banner.endsAt &&
        t('admin.curation.banners.schedule.until', {
          date: formatDate(banner.endsAt, language, 'dateTime') ?? banner.endsAt,
        }),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' ') : t('admin.curation.banners.schedule.always');
  };

  return (
    <div className={styles.sections}>
      {BANNER_TYPES.map((type) => {
        const list = banners.items.filter((banner) => banner.type === type);
        return (
          <ListCard
            key={type}
            headingId={`banners-${type}`}
            title={t(`admin.curation.banners.types.${type}`)}
            testId={`banners-${type}`}
            addLabel={t('admin.curation.banners.add')}
            addTestId={`banners-${type}-add`}
            onAdd={() => setEditing({ banner: null, type })}
            empty={list.length === 0}
            emptyText={t('admin.curation.banners.empty')}
            ordered
          >
            {list.map((banner, index) => {
              const title = language === 'ko' ? banner.titleKo : banner.titleEn;
              return (
                <li key={banner.id} className={styles.row} data-testid="banner-row">
                  <img className={styles.bannerThumb} src={banner.image} alt="" />
                  <div className={styles.rowText}>
                    <span className={styles.itemName}>{title}</span>
                    <span className={styles.itemMeta}>
                      <span className={styles.badge} data-state={banner.state}>
                        {t(`admin.curation.banners.states.${banner.state}`)}
                      </span>{' '}
                      {t(`admin.curation.banners.languages.${banner.language ?? 'all'}`)} ·{' '}
                      {schedule(banner)}
                    </span>
                    <span className={styles.itemMeta}>
                      <code>{banner.linkUrl}</code>
                    </span>
                  </div>
                  <OrderButtons
                    name={title}
                    index={index}
                    count={list.length}
                    disabled={reorder.pending}
                    onMove={(from, to) =>
                      reorder.run({
                        type,
                        ids: moved(list, from, to).map((entry) => entry.id),
                      })
                    }
                  />
                  <EditDeleteButtons
                    name={title}
                    onEdit={() => setEditing({ banner, type })}
                    onDelete={() => setRemoving(banner)}
                  />
                </li>
              );
            })}
          </ListCard>
        );
      })}
      <ProblemAlert error={reorder.error} />
      {editing && (
        <BannerDialog
          key={editing.banner?.id ?? `new-${editing.type}`}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          banner={editing.banner}
          type={editing.type}
        />
      )}
      {removing && (
        <DeleteDialog
          title={t('admin.curation.banners.deleteTitle')}
          intro={t('admin.curation.banners.deleteIntro', {
            title: language === 'ko' ? removing.titleKo : removing.titleEn,
          })}
          onDelete={(reason) => deleteBanner(removing.id, reason)}
          onClose={() => setRemoving(null)}
          testId="banner-delete"
        />
      )}
    </div>
  );
}
