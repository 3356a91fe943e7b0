import type { ItemReleaseState } from '@lagoon/contract';
import { useTranslation } from '../i18n/react';
import { formatDate } from '../lib/format-date';
import { releaseLines } from '../lib/release-lines';
import styles from './release-summary.module.css';

interface ReleaseSummaryProps {
  state: ItemReleaseState | null | undefined;
  /** Promotes the release to everyone; offered only when the one looking may. */
  onPromote?: () => void;
  promoting?: boolean;
  /** Said instead of the button when the one looking may not promote it. */
  notAllowedText?: string;
}

/**
 * A staged release in one line, as the console, the developer area and the version history say
 * it: "1.2.0 → pilot groups (QA, Sales) · 1.1.0 → everyone · promotes on <date>", with Promote
 * for whoever may. Nothing while no release is staged.
 */
export function ReleaseSummary({
  state,
  onPromote,
  promoting = false,
  notAllowedText,
}: ReleaseSummaryProps) {
  const { t, i18n } = useTranslation();
  const lines = releaseLines(state);
  if (!lines) return null;
  const parts = [
    lines.pilot.groups.length > 0
      ? t('versions.release.pilot', {
          version: lines.pilot.version,
          groups: lines.pilot.groups.join(', '),
        })
      : t('versions.release.pilotNone', { version: lines.pilot.version }),
    t('versions.release.everyone', { version: lines.everyone.version }),
    lines.promoteAt
      ? t('versions.release.promotesOn', {
          date: formatDate(lines.promoteAt, i18n.language, 'dateTime') ?? lines.promoteAt,
        })
      : t('versions.release.byHand'),
  ];
  return (
    <div className={styles.release} role="note" data-testid="release-summary">
      <p className={styles.line}>
        <strong>{t('versions.release.title')}</strong>{' '}
        <span data-testid="release-line">{parts.join(' · ')}</span>
      </p>
      {onPromote && lines.mayPromote ? (
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={promoting}
          onClick={onPromote}
          data-testid="release-promote"
        >
          {promoting ? t('versions.release.promoting') : t('versions.release.promote')}
        </button>
      ) : (
        notAllowedText && (
          <p className={styles.hint} data-testid="release-not-allowed">
            {notAllowedText}
          </p>
        )
      )}
    </div>
  );
}
