import type { AuditEntry } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import { tokenEntryFacts } from '../model/token-entry';
import { EntryFacts } from './entry-subjects';

/**
 * An access token created or revoked, in the log: its name and first characters, then whose it
 * is, its kind, scopes and expiry. The log never held the secret.
 */
export function TokenSubject({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const facts = tokenEntryFacts(entry.details);
  const expires = facts.expiresAt ? formatDate(facts.expiresAt, i18n.language, 'medium') : null;
  return (
    <div className={styles.itemText}>
      <span className={styles.subject} data-testid="audit-target">
        {t('admin.log.targets.token', { name: facts.name ?? entry.target ?? '' })}
      </span>
      {facts.prefix && <span className={styles.mono}>{facts.prefix}…</span>}
      <EntryFacts
        parts={[
          facts.owner,
          facts.kind ? t(`admin.log.tokenFacts.${facts.kind}`) : null,
          facts.scopes.length > 0 ? facts.scopes.join(', ') : null,
          expires ? t('admin.log.tokenFacts.expires', { date: expires }) : null,
        ].filter((part) => part !== null)}
      />
    </div>
  );
}
