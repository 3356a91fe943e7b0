import {
  type AuditAction,
  type AuditEntry,
  GUIDELINES,
  type GuidelineCode,
  isStagedReleaseAction,
} from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import type { Translate } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import { isReviewAction, isRoleAction } from '../model/audit-search';
import {
  type ChangeField,
  type CurationFact,
  curationFacts,
  type FactValue,
  readCurationTarget,
  readShellOperator,
} from '../model/curation-entry';
import { isRatingAction } from '../model/rating-entry';
import { isReleaseAction } from '../model/release-entry';
import { isReportAction } from '../model/report-entry';
import { isScanRuleAction } from '../model/scan-rule-entry';
import { isTokenAction } from '../model/token-entry';
import {
  EntryFacts,
  RatingSubject,
  ReleaseSubject,
  ReportSubject,
  ReviewSubject,
  ScanRuleSubject,
} from './entry-subjects';
import { TokenSubject } from './token-subject';

function guidelineText(code: string, language: string): string | undefined {
  if (!Object.hasOwn(GUIDELINES, code)) return undefined;
  const entry = GUIDELINES[code as GuidelineCode];
  return language === 'ko' ? entry.ko : entry.en;
}

/**
 * An action in words: the review wording, the role change, the decision about a rating, or
 * the curation screens' wording.
 */
export function actionLabel(t: Translate, action: AuditAction): string {
  if (isReviewAction(action)) return t(`admin.actions.${action}`);
  if (isRoleAction(action) || isTokenAction(action)) {
    return t(`admin.log.accessActions.${action}`);
  }
  if (isRatingAction(action)) return t(`admin.log.ratingActions.${action}`);
  if (isReportAction(action)) return t(`admin.log.reportActions.${action}`);
  if (isReleaseAction(action) || isStagedReleaseAction(action)) {
    return t(`admin.log.releaseActions.${action}`);
  }
  if (isScanRuleAction(action)) return t(`admin.scans.logActions.${action}`);
  return t(`admin.curation.log.actions.${action}`);
}

/**
 * Who acted when no account did: a role change names the shell user and host that ran
 * `npm run admin`; anything else was the store itself.
 */
function unattributedActor(t: Translate, entry: AuditEntry): string {
  if (entry.area !== 'access') return t('admin.log.system');
  const operator = readShellOperator(entry.details);
  return operator
    ? t('admin.log.command', { by: operator.by, host: operator.host })
    : t('admin.log.commandUnknown');
}

function valueText(t: Translate, field: ChangeField, value: FactValue, language: string): string {
  if (value === null) {
    return field === 'language' ? t('admin.curation.banners.languages.all') : t('admin.log.none');
  }
  if (typeof value === 'boolean') return value ? t('admin.log.yes') : t('admin.log.no');
  if (field === 'language' && (value === 'en' || value === 'ko')) {
    return t(`admin.curation.banners.languages.${value}`);
  }
  if ((field === 'startsAt' || field === 'endsAt') && typeof value === 'string') {
    return formatDate(value, language, 'dateTime') ?? value;
  }
  return String(value);
}

function factText(t: Translate, fact: CurationFact, language: string): string {
  switch (fact.kind) {
    case 'title':
      return t('admin.log.facts.title', { text: fact.text });
    case 'link':
      return t('admin.log.facts.link', { url: fact.url });
    case 'names':
      return t('admin.log.facts.names', { en: fact.en, ko: fact.ko });
    case 'changed': {
      const field = t(`admin.log.fields.${fact.field}`);
      if (fact.before === undefined || fact.after === undefined) return field;
      return t('admin.log.facts.changed', {
        field,
        before: valueText(t, fact.field, fact.before, language),
        after: valueText(t, fact.field, fact.after, language),
      });
    }
    case 'order':
      return t('admin.log.facts.order', { entries: fact.entries.join(', ') });
    case 'winners':
      return t('admin.log.facts.winners', { count: fact.count, before: fact.before });
    case 'item':
      return t('admin.log.facts.item', { id: fact.extensionId });
    case 'installPolicy':
      return t('admin.log.facts.installPolicy', {
        before: t(`admin.browsers.installPolicy.${fact.from}`),
        after: t(`admin.browsers.installPolicy.${fact.to}`),
      });
  }
}

/**
 * What a curation or role change is about, in words (an item links to its page in the store,
 * an account reads as its email), with a short summary of what was recorded.
 */
function ChangeSubject({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const target = readCurationTarget(entry.target ?? '');
  const facts = curationFacts(entry.action, entry.details);
  let subject: string;
  switch (target.kind) {
    case 'user':
      subject = target.email;
      break;
    case 'item':
      subject = entry.itemName ?? target.extensionId;
      break;
    case 'banner':
      subject = t('admin.log.targets.banner', { id: target.id });
      break;
    case 'banners':
      subject = t('admin.log.targets.banners', {
        screen: t(`admin.curation.banners.types.${target.bannerType}`),
      });
      break;
    case 'winners':
      subject = t('admin.log.targets.winners', {
        year: target.year,
        prize: t(`winners.prizes.${target.prize}`),
      });
      break;
    case 'category':
      subject = t('admin.log.targets.category', {
        code: target.code,
        kind: t(`admin.curation.categories.types.${target.categoryType}`),
      });
      break;
    case 'categories':
      subject = t('admin.log.targets.categories', {
        kind: t(`admin.curation.categories.types.${target.categoryType}`),
      });
      break;
    case 'event':
      subject = t('admin.log.targets.event', { id: target.id });
      break;
    case 'mobileSite':
      subject = t('admin.log.targets.mobileSite', { id: target.id });
      break;
    case 'mobileSites':
      subject = t('admin.log.targets.mobileSites');
      break;
    case 'socialLinks':
      subject = t('admin.log.targets.socialLinks');
      break;
    case 'other':
      subject = target.text;
      break;
  }
  return (
    <div className={styles.itemText}>
      {target.kind === 'item' ? (
        <AppLink
          to={`/detail/${target.extensionId}`}
          className={styles.itemName}
          data-testid="audit-target"
        >
          {subject}
        </AppLink>
      ) : (
        <span className={styles.subject} data-testid="audit-target">
          {subject}
        </span>
      )}
      {target.kind !== 'user' && (
        <span className={styles.mono}>
          {target.kind === 'item' ? target.extensionId : entry.target}
        </span>
      )}
      <EntryFacts parts={facts.map((fact) => factText(t, fact, i18n.language))} />
    </div>
  );
}

/**
 * Log entries: who did what, when and why — review decisions on items, curation changes,
 * changes of the administrator role and decisions about visitors' ratings.
 * The subject column is left out where the table belongs to one item.
 */
export function AuditTable({
  entries,
  caption,
  showItem,
  testId,
}: {
  entries: readonly AuditEntry[];
  caption: string;
  showItem: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={caption}
      testId={testId}
      columns={
        <>
          <th scope="col">{t('admin.log.columns.when')}</th>
          <th scope="col">{t('admin.log.columns.action')}</th>
          {showItem && <th scope="col">{t('admin.log.columns.item')}</th>}
          <th scope="col">{t('admin.log.columns.actor')}</th>
          <th scope="col">{t('admin.log.columns.why')}</th>
        </>
      }
    >
      {entries.map((entry) => (
        <tr
          key={entry.id}
          data-testid="audit-row"
          data-area={entry.area}
          data-action={entry.action}
          data-extension-id={entry.extensionId ?? undefined}
        >
          <td className={styles.nowrap}>
            <time dateTime={entry.createAt}>
              {formatDate(entry.createAt, i18n.language, 'dateTime') ?? entry.createAt}
            </time>
          </td>
          <td>
            <span
              className={styles.actionBadge}
              data-action={entry.action}
              data-testid="audit-action-label"
            >
              {actionLabel(t, entry.action)}
            </span>
          </td>
          {showItem && (
            <td className={styles.logItem}>
              {entry.area === 'review' ? (
                <ReviewSubject entry={entry} />
              ) : entry.area === 'ratings' ? (
                <RatingSubject entry={entry} />
              ) : entry.area === 'reports' ? (
                <ReportSubject entry={entry} />
              ) : entry.area === 'releases' ? (
                <ReleaseSubject entry={entry} />
              ) : entry.area === 'scans' ? (
                <ScanRuleSubject entry={entry} />
              ) : isTokenAction(entry.action) ? (
                <TokenSubject entry={entry} />
              ) : (
                <ChangeSubject entry={entry} />
              )}
            </td>
          )}
          <td className={styles.actor} data-testid="audit-actor">
            {entry.actor ?? (
              // The store acting alone is muted; a shell user shows like an account.
              <span className={entry.area === 'access' ? undefined : styles.muted}>
                {unattributedActor(t, entry)}
              </span>
            )}
          </td>
          <td className={styles.why}>
            {entry.guidelines.length > 0 && (
              <ul className={styles.chips} data-testid="audit-guidelines">
                {entry.guidelines.map((code) => (
                  <li key={code} className={styles.chip} title={guidelineText(code, i18n.language)}>
                    {code}
                  </li>
                ))}
              </ul>
            )}
            {entry.message && (
              <p className={styles.message} data-testid="audit-message">
                {entry.message}
              </p>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
