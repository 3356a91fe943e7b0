import type { ReviewChange } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';
import { type ChangeView, groupChanges, type ListDiff } from '../model/review-changes';

/**
 * What changed between the published listing and the draft, in sections: lists show what was
 * added and removed, texts and values side by side, images as thumbnails.
 */
export function ChangeList({ changes }: { changes: readonly ReviewChange[] }) {
  const { t } = useTranslation();
  const groups = groupChanges(changes);
  return (
    <div className={styles.changeGroups} data-testid="review-changes">
      {groups.map((group) => (
        // Unnamed sections: the groups are headings to jump between, not landmarks that would
        // repeat the names of the case's own regions ("Package").
        <section key={group.group} className={styles.changeGroup}>
          <h3 className={styles.subheading}>{t(`admin.changes.groups.${group.group}`)}</h3>
          <dl className={styles.changes}>
            {group.changes.map((change) => (
              <div
                key={change.id}
                className={styles.change}
                data-testid="review-change"
                data-field={change.id}
              >
                <dt className={styles.changeLabel}>
                  <ChangeLabel change={change} />
                </dt>
                <dd className={styles.changeValue}>
                  <ChangeValue change={change} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function ChangeLabel({ change }: { change: ChangeView }) {
  const { t } = useTranslation();
  if (change.field === null) return <code>{change.id}</code>;
  if (change.field === 'name' || change.field === 'description') {
    return <>{t(`admin.changes.fields.${change.field}`, { locale: change.locale ?? '' })}</>;
  }
  return <>{t(`admin.changes.fields.${change.field}`)}</>;
}

function ChangeValue({ change }: { change: ChangeView }) {
  const { t } = useTranslation();
  if (change.shape === 'list' && change.diff) return <ListChange diff={change.diff} />;
  if (change.shape === 'images' && change.diff) return <ImageChange diff={change.diff} />;
  const shown = (value: string | null) => {
    if (value === null || value === '')
      return <span className={styles.muted}>{t('admin.changes.empty')}</span>;
    if (change.field === 'matureContent') {
      return value === 'true' ? t('admin.changes.yes') : t('admin.changes.no');
    }
    return value;
  };
  const textual = change.shape === 'text';
  return (
    <div className={styles.beforeAfter} data-shape={change.shape}>
      <div className={styles.side} data-side="before">
        <span className={styles.sideLabel}>{t('admin.changes.before')}</span>
        <div className={textual ? styles.longText : undefined} data-testid="change-before">
          {shown(change.before)}
        </div>
      </div>
      <div className={styles.side} data-side="after">
        <span className={styles.sideLabel}>{t('admin.changes.after')}</span>
        <div className={textual ? styles.longText : undefined} data-testid="change-after">
          {shown(change.after)}
        </div>
      </div>
    </div>
  );
}

function ListChange({ diff }: { diff: ListDiff }) {
  const { t } = useTranslation();
  const parts = [
    ['added', diff.added],
    ['removed', diff.removed],
    ['kept', diff.kept],
  ] as const;
  return (
    <div className={styles.listChange}>
      {parts.map(([kind, entries]) =>
        entries.length === 0 ? null : (
          <div key={kind} className={styles.listPart}>
            <span className={styles.sideLabel}>{t(`admin.changes.${kind}`)}</span>
            <ul className={styles.chips} data-testid={`change-${kind}`}>
              {entries.map((entry) => (
                <li key={entry} className={styles.chip} data-kind={kind}>
                  {entry}
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </div>
  );
}

function ImageChange({ diff }: { diff: ListDiff }) {
  const { t } = useTranslation();
  const parts = [
    ['removed', diff.removed],
    ['added', diff.added],
    ['kept', diff.kept],
  ] as const;
  return (
    <div className={styles.listChange}>
      {parts.map(([kind, entries]) =>
        entries.length === 0 ? null : (
          <div key={kind} className={styles.listPart}>
            <span className={styles.sideLabel}>{t(`admin.changes.${kind}`)}</span>
            <ul className={styles.thumbs} data-testid={`change-${kind}`}>
              {entries.map((url, index) => (
                <li key={url} className={styles.thumb} data-kind={kind}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <img
                      src={url}
                      alt={t('admin.screenshots.alt', { index: index + 1 })}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </div>
  );
}
