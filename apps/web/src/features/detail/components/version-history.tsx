import type { PublishedVersion } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDate } from '../../../lib/format-date';
import styles from './package-details.module.css';

/**
 * The versions the item was published in, newest first, folded away behind their count: each
 * with its date, size and manifest version, the one visitors install now marked, and the
 * change log where the store still holds it; a rollback names the version it brought back.
 */
export function VersionHistory({ versions }: { versions: readonly PublishedVersion[] }) {
  const { t, i18n } = useTranslation();
  return (
    <details className={styles.history} data-testid="version-history">
      <summary>{t('versions.summary', { count: versions.length })}</summary>
      <ol className={styles.versions}>
        {versions.map((entry) => {
          const facts = [
            formatDate(entry.publishedAt, i18n.language),
            formatBytes(entry.size, i18n.language),
            t('versions.manifest', { value: entry.manifestVersion }),
            entry.rollbackOf ? t('versions.rollbackOf', { version: entry.rollbackOf }) : null,
          ].filter(Boolean);
          return (
            <li
              key={`${entry.version}:${entry.publishedAt}`}
              className={styles.version}
              data-testid="version-entry"
              aria-current={entry.current ? 'true' : undefined}
            >
              <div className={styles.versionHead}>
                <strong>{t('versions.version', { version: entry.version })}</strong>
                {entry.current && (
                  <span className={styles.currentMark} data-testid="version-current">
                    {t('versions.current')}
                  </span>
                )}
              </div>
              <p className={styles.muted}>{facts.join(' · ')}</p>
              {entry.changeLog && <p className={styles.changeLog}>{entry.changeLog}</p>}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
