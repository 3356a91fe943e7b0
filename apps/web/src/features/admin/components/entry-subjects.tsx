import type { AuditEntry } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';
import { ratingEntryFacts } from '../model/rating-entry';
import { releaseEntryFacts } from '../model/release-entry';
import { reportEntryFacts } from '../model/report-entry';
import { scanRuleEntryFacts } from '../model/scan-rule-entry';

/** What the log kept of a change, in a line under its subject. */
export function EntryFacts({ parts }: { parts: readonly string[] }) {
  if (parts.length === 0) return null;
  return (
    <p className={styles.facts} data-testid="audit-details">
      {parts.join(' · ')}
    </p>
  );
}

/**
 * A log entry about an item: the item (linked), what the entry is about within it, and what
 * the log kept of it.
 */
function ItemEntrySubject({
  entry,
  itemPath,
  target,
  targetTestId,
  facts = [],
}: {
  entry: AuditEntry;
  itemPath: (extensionId: string) => string;
  target: string | null;
  targetTestId?: string;
  facts?: readonly string[];
}) {
  return (
    <div className={styles.itemText}>
      {entry.extensionId && (
        <AppLink
          to={itemPath(entry.extensionId)}
          className={styles.itemName}
          data-testid="audit-item"
        >
          {entry.itemName ?? entry.extensionId}
        </AppLink>
      )}
      <span className={styles.mono} data-testid={targetTestId}>
        {target}
      </span>
      <EntryFacts parts={facts} />
    </div>
  );
}

const storePage = (extensionId: string) => `/detail/${extensionId}`;

/** What a review entry is about: the item, opening its review case. */
export function ReviewSubject({ entry }: { entry: AuditEntry }) {
  if (!entry.extensionId) return null;
  return (
    <ItemEntrySubject
      entry={entry}
      itemPath={(extensionId) => `/admin/items/${extensionId}`}
      target={entry.extensionId}
    />
  );
}

/**
 * What a decision about a rating is about: the item (its page in the store), the rating and
 * what the log kept of it (score, the start of its text, the reports closed).
 */
export function RatingSubject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const facts = ratingEntryFacts(entry.target, entry.details);
  return (
    <ItemEntrySubject
      entry={entry}
      itemPath={storePage}
      target={facts.ratingId ? t('admin.log.targets.rating', { id: facts.ratingId }) : entry.target}
      targetTestId="audit-target"
      facts={[
        facts.score !== null ? t('admin.log.ratingFacts.score', { score: facts.score }) : null,
        facts.text !== null ? t('admin.log.facts.title', { text: facts.text }) : null,
        facts.reports !== null
          ? t('admin.log.ratingFacts.reports', { count: facts.reports })
          : null,
      ].filter((part) => part !== null)}
    />
  );
}

/**
 * What a decision about a report of an item is about, in the log: the item (its page in the
 * store), the report, and what the log kept of it (reason, reporter, a block, the reports
 * closed).
 */
export function ReportSubject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const facts = reportEntryFacts(entry.target, entry.details);
  return (
    <ItemEntrySubject
      entry={entry}
      itemPath={storePage}
      target={facts.reportId ? t('admin.log.targets.report', { id: facts.reportId }) : entry.target}
      targetTestId="audit-target"
      facts={[
        facts.reason !== null
          ? t('admin.log.reportFacts.reason', {
              reason: t(`admin.reports.reasons.${facts.reason}`),
            })
          : null,
        facts.reporter !== null
          ? t('admin.log.reportFacts.reporter', { name: facts.reporter })
          : null,
        facts.block !== null ? t(`admin.log.reportFacts.${facts.block}`) : null,
        facts.reports !== null
          ? t('admin.log.ratingFacts.reports', { count: facts.reports })
          : null,
      ].filter((part) => part !== null)}
    />
  );
}

/**
 * What a rollback is about, in the log: the item (its console page) and the versions: which
 * earlier version's package came back under which new version, replacing which, and who
 * (its developer or an administrator) rolled it back.
 */
export function ReleaseSubject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const facts = releaseEntryFacts(entry.details);
  return (
    <ItemEntrySubject
      entry={entry}
      itemPath={(extensionId) => `/admin/items/${extensionId}`}
      target={entry.extensionId}
      facts={[
        facts.version !== null && facts.newVersion !== null
          ? t('admin.log.releaseFacts.rollback', {
              version: facts.version,
              newVersion: facts.newVersion,
              fromVersion: facts.fromVersion ?? '—',
            })
          : null,
        facts.by !== null ? t(`admin.log.releaseFacts.${facts.by}`) : null,
      ].filter((part) => part !== null)}
    />
  );
}

/**
 * What a scan rule's line is about: the item a rule blocked or whose matches were cleared (its
 * case), or the rule itself (its page), with the rule's name, the version and the matches.
 */
export function ScanRuleSubject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const facts = scanRuleEntryFacts(entry.target, entry.details);
  const parts = [
    facts.ruleName !== null ? t('admin.scans.logFacts.rule', { name: facts.ruleName }) : null,
    facts.version !== null ? t('admin.scans.logFacts.version', { version: facts.version }) : null,
    facts.matches !== null ? t('admin.scans.logFacts.matches', { count: facts.matches }) : null,
  ].filter((part) => part !== null);
  if (entry.extensionId) {
    return (
      <ItemEntrySubject
        entry={entry}
        itemPath={(extensionId) => `/admin/items/${extensionId}`}
        target={entry.extensionId}
        facts={parts}
      />
    );
  }
  return (
    <div className={styles.itemText}>
      {facts.ruleId && entry.action !== 'scan-rule.delete' ? (
        <AppLink to={`/admin/scan-rules/${facts.ruleId}`} className={styles.itemName}>
          {facts.ruleName ?? facts.ruleId}
        </AppLink>
      ) : (
        <span className={styles.itemName}>{facts.ruleName ?? entry.target}</span>
      )}
      <EntryFacts parts={parts.slice(1)} />
    </div>
  );
}
