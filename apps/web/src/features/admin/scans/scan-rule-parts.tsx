import type { ScanHunt, ScanMatch, ScanRule } from '@lagoon/contract';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import { huntPercent } from './scan-rule-form';

/** How often a page with a running retro-hunt reads its progress again. */
const HUNT_POLL_MS = 2000;

/** Reads the page again every few seconds while a retro-hunt runs. */
export function useHuntPolling(running: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, HUNT_POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
}

const SEVERITY_TONE = {
  low: undefined,
  medium: 'primary',
  high: 'accent',
  critical: 'danger',
} as const;

export function SeverityBadge({ rule }: { rule: Pick<ScanRule, 'severity'> }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.badge}
      data-tone={SEVERITY_TONE[rule.severity]}
      data-testid="scan-rule-severity-badge"
    >
      {t(`admin.scans.severity.${rule.severity}`)}
    </span>
  );
}

/** A retro-hunt's progress: a bar and "n of m versions", or when it finished. */
export function HuntProgress({ hunt }: { hunt: ScanHunt }) {
  const { t } = useTranslation();
  const percent = huntPercent(hunt);
  return (
    <div data-testid="scan-rule-hunt" data-state={hunt.state}>
      {hunt.state !== 'idle' && (
        <progress max={100} value={percent} aria-label={t('admin.scans.columns.hunt')} />
      )}
      <span className={styles.muted}>
        {' '}
        {t(`admin.scans.hunt.${hunt.state}`, {
          scanned: hunt.scanned,
          total: hunt.total,
          percent,
        })}
      </span>
    </div>
  );
}

/** Where a match is: a file and its line, or the whole package (a hash, the manifest). */
function MatchPlace({ match }: { match: ScanMatch }) {
  const { t } = useTranslation();
  if (match.file === null)
    return <span className={styles.muted}>{t('admin.scans.matches.wholePackage')}</span>;
  return (
    <span className={styles.mono}>
      {match.file}
      {match.line !== null && ` · ${t('admin.scans.matches.line', { line: match.line })}`}
    </span>
  );
}

/**
 * Matches, newest first: the item (opening its case), the version, where, an excerpt, when and
 * how it was found, and who cleared it. `showRule` names the rule (on a case).
 */
export function MatchTable({
  matches,
  showRule,
  showItem,
}: {
  matches: readonly ScanMatch[];
  showRule?: boolean;
  showItem?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('admin.scans.matches.caption')}
      testId="scan-matches"
      columns={
        <>
          {showRule && <th scope="col">{t('admin.scans.columns.name')}</th>}
          {showItem && <th scope="col">{t('admin.scans.matches.item')}</th>}
          <th scope="col">{t('admin.scans.matches.version')}</th>
          <th scope="col">{t('admin.scans.matches.file')}</th>
          <th scope="col">{t('admin.scans.matches.excerpt')}</th>
          <th scope="col">{t('admin.scans.matches.found')}</th>
        </>
      }
    >
      {matches.map((match) => (
        <tr
          key={match.id}
          data-testid="scan-match"
          data-cleared={match.clearedAt ? 'true' : undefined}
        >
          {showRule && (
            <td>
              <AppLink to={`/admin/scan-rules/${match.ruleId}`} className={styles.itemName}>
                {match.ruleName}
              </AppLink>{' '}
              <SeverityBadge rule={match} />
            </td>
          )}
          {showItem && (
            <td>
              <AppLink
                to={`/admin/items/${match.extensionId}`}
                className={styles.itemName}
                data-testid="scan-match-item"
              >
                {match.itemName ?? match.extensionId}
              </AppLink>
            </td>
          )}
          <td className={styles.nowrap}>{match.version}</td>
          <td>
            <MatchPlace match={match} />
            {match.timedOut && (
              <p className={styles.hint} data-testid="scan-match-timeout">
                {t('admin.scans.matches.timedOut')}
              </p>
            )}
          </td>
          <td>{match.excerpt && <code className={styles.mono}>{match.excerpt}</code>}</td>
          <td className={styles.nowrap}>
            {formatDate(match.foundAt, i18n.language, 'dateTime') ?? match.foundAt}
            <p className={styles.hint}>{t(`admin.scans.matches.${match.source}`)}</p>
            {match.clearedAt && (
              <p className={styles.hint}>
                {t('admin.scans.matches.cleared', { by: match.clearedBy ?? '—' })}
              </p>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
