import {
  type AdminBanner,
  type AdminBannerList,
  BANNER_TYPES,
  type BannerType,
} from '@lagoon/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import { useLanguage } from '../../../lib/use-language';
import { BannerDialog } from './banner-dialog';
import styles from './curation.module.css';
import { deleteBanner, reorderBanners } from './curation-api';
import {
  ConfirmDialog,
  moved,
  OrderButtons,
  ProblemAlert,
  ReadView,
  useCurationChange,
} from './shared';

type Editing = { banner: AdminBanner | null; type: BannerType } | null;

function formatInstant(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

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
          date: formatInstant(banner.startsAt, language),
        }),
      banner.endsAt &&
        t('admin.curation.banners.schedule.until', {
          date: formatInstant(banner.endsAt, language),
        }),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' ') : t('admin.curation.banners.schedule.always');
  };

  return (
    <div className={styles.sections}>
      {BANNER_TYPES.map((type) => {
        const list = banners.items.filter((banner) => banner.type === type);
        const headingId = `banners-${type}`;
        return (
          <section
            key={type}
            className={styles.card}
            aria-labelledby={headingId}
            data-testid={`banners-${type}`}
          >
            <header className={styles.cardHeader}>
              <h2 id={headingId} className={styles.cardTitle}>
                {t(`admin.curation.banners.types.${type}`)}
              </h2>
              <button
                type="button"
                className="button button-primary button-small"
                onClick={() => setEditing({ banner: null, type })}
                data-testid={`banners-${type}-add`}
              >
                {t('admin.curation.banners.add')}
              </button>
            </header>
            {list.length === 0 ? (
              <p className={styles.hint}>{t('admin.curation.banners.empty')}</p>
            ) : (
              <ol className={styles.list}>
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
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        onClick={() => setEditing({ banner, type })}
                        aria-label={t('admin.curation.common.editItem', { name: title })}
                      >
                        {t('admin.curation.common.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button-ghost button-small"
                        onClick={() => setRemoving(banner)}
                        aria-label={t('admin.curation.common.deleteItem', { name: title })}
                      >
                        {t('admin.curation.common.delete')}
                      </button>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
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
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('admin.curation.banners.deleteTitle')}
          intro={t('admin.curation.banners.deleteIntro', {
            title: language === 'ko' ? removing.titleKo : removing.titleEn,
          })}
          confirmLabel={t('admin.curation.common.delete')}
          onConfirm={(reason) => deleteBanner(removing.id, reason)}
          testId="banner-delete"
        />
      )}
    </div>
  );
}
