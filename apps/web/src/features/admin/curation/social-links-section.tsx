import {
  type AdminSocialLinks,
  SOCIAL_LINK_NAME_MAX,
  SOCIAL_LINK_URL_MAX,
  SOCIAL_LINKS_MAX,
} from '@lagoon/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import styles from './curation.module.css';
import { ReasonField } from './form-fields';
import { moved, OrderButtons, ProblemAlert, ReadView, useCurationChange } from './shared';
import { saveSocialLinks } from './social-links-api';
import {
  changesLinks,
  rowProblems,
  rowsOf,
  type SocialLinkRow,
  socialLinksInput,
  withNewRow,
} from './social-links-form';

/**
 * The footer's social links: the list visitors see at the bottom of every page, in its order,
 * and whether it is the console's or still the server's STORE_LINKS setting.
 */
export function SocialLinksSection({ links }: { links: Read<AdminSocialLinks> | undefined }) {
  return (
    <ReadView read={links}>{(data) => <SocialLinksForm key={key(data)} saved={data} />}</ReadView>
  );
}

/** A new saved list starts the form over. */
function key(data: AdminSocialLinks): string {
  return `${data.source}:${JSON.stringify(data.links)}`;
}

function SocialLinksForm({ saved }: { saved: AdminSocialLinks }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<SocialLinkRow[]>(() => rowsOf(saved.links));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const problems = rowProblems(rows);
  const change = useCurationChange(() => saveSocialLinks(socialLinksInput(rows, reason)), {
    done: () => t('admin.curation.socialLinks.saved'),
    onDone: () => setReason(''),
  });
  const update = (key: number, field: 'name' | 'url', value: string) =>
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );
  const changed = changesLinks(rows, saved.links) || saved.source === 'configuration';

  return (
    <div className={styles.sections}>
      <section className={styles.card} aria-labelledby="social-links-title">
        <header className={styles.cardHeader}>
          <div className={styles.heading}>
            <h2 id="social-links-title" className={styles.cardTitle}>
              {t('admin.curation.socialLinks.title')}
            </h2>
            <p className={styles.hint}>{t('admin.curation.socialLinks.about')}</p>
          </div>
        </header>
        <p className={styles.hint} data-testid="social-links-source">
          {t(`admin.curation.socialLinks.source.${saved.source}`)}
        </p>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (problems.size === 0 && !change.pending) void change.run(undefined);
          }}
        >
          {rows.length === 0 ? (
            <p className={styles.hint}>{t('admin.curation.socialLinks.empty')}</p>
          ) : (
            <ol className={styles.list} data-testid="social-links-list">
              {rows.map((row, index) => {
                const position = index + 1;
                const shown = checked ? problems.get(row.key) : undefined;
                const label = row.name.trim() || t('admin.curation.socialLinks.link', { position });
                return (
                  <li key={row.key} className={styles.row} data-testid="social-link-row">
                    <div className={styles.linkFields}>
                      <div className={styles.field}>
                        <input
                          className={styles.input}
                          value={row.name}
                          maxLength={SOCIAL_LINK_NAME_MAX}
                          onChange={(event) => update(row.key, 'name', event.target.value)}
                          placeholder={t('admin.curation.socialLinks.nameLabel')}
                          aria-label={t('admin.curation.socialLinks.nameOf', { position })}
                          aria-invalid={shown?.name ? true : undefined}
                          data-testid="social-link-name"
                        />
                        {shown?.name && <p className={styles.problem}>{t(shown.name)}</p>}
                      </div>
                      <div className={styles.field}>
                        <input
                          className={styles.input}
                          type="url"
                          inputMode="url"
                          spellCheck={false}
                          value={row.url}
                          maxLength={SOCIAL_LINK_URL_MAX}
                          onChange={(event) => update(row.key, 'url', event.target.value)}
                          placeholder="https://"
                          aria-label={t('admin.curation.socialLinks.urlOf', { position })}
                          aria-invalid={shown?.url ? true : undefined}
                          data-testid="social-link-url"
                        />
                        {shown?.url && <p className={styles.problem}>{t(shown.url)}</p>}
                      </div>
                    </div>
                    <OrderButtons
                      name={label}
                      index={index}
                      count={rows.length}
                      disabled={change.pending}
                      onMove={(from, to) => setRows((current) => moved(current, from, to))}
                    />
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      disabled={change.pending}
                      onClick={() =>
                        setRows((current) => current.filter((entry) => entry.key !== row.key))
                      }
                      aria-label={t('admin.curation.socialLinks.removeItem', { name: label })}
                      data-testid="social-link-remove"
                    >
                      {t('admin.curation.socialLinks.remove')}
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          <div className={styles.inline}>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={change.pending || rows.length >= SOCIAL_LINKS_MAX}
              onClick={() => setRows(withNewRow)}
              data-testid="social-links-add"
            >
              {t('admin.curation.socialLinks.add')}
            </button>
            <span className={styles.hint}>
              {t('admin.curation.socialLinks.count', { count: rows.length, max: SOCIAL_LINKS_MAX })}
            </span>
          </div>
          <ReasonField value={reason} onChange={setReason} />
          <div className={styles.inline}>
            <button
              type="submit"
              className="button button-primary"
              disabled={change.pending || !changed}
              data-testid="social-links-save"
            >
              {change.pending
                ? t('admin.curation.socialLinks.saving')
                : t('admin.curation.socialLinks.save')}
            </button>
          </div>
        </form>
      </section>
      <ProblemAlert error={change.error} />
    </div>
  );
}
