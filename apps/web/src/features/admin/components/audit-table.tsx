import { type AuditEntry, GUIDELINES, type GuidelineCode } from '@lagoon/contract';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import styles from '../admin.module.css';
import { formatDateTime } from '../model/format';

function guidelineText(code: string, language: string): string | undefined {
  if (!Object.hasOwn(GUIDELINES, code)) return undefined;
  const entry = GUIDELINES[code as GuidelineCode];
  return language === 'ko' ? entry.ko : entry.en;
}

/**
 * Log entries: who did what to which item, when and why. The item column is left out where
 * the table belongs to one item.
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
    <div className={styles.tableCard}>
      <table className={styles.table} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.log.columns.when')}</th>
            <th scope="col">{t('admin.log.columns.action')}</th>
            {showItem && <th scope="col">{t('admin.log.columns.item')}</th>}
            <th scope="col">{t('admin.log.columns.actor')}</th>
            <th scope="col">{t('admin.log.columns.why')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={entry.id}
              className={styles.row}
              data-testid="audit-row"
              data-action={entry.action}
              data-extension-id={entry.extensionId}
            >
              <td className={styles.nowrap}>
                <time dateTime={entry.createAt}>
                  {formatDateTime(entry.createAt, i18n.language) ?? entry.createAt}
                </time>
              </td>
              <td>
                <span className={styles.actionBadge} data-action={entry.action}>
                  {t(`admin.actions.${entry.action}`)}
                </span>
              </td>
              {showItem && (
                <td className={styles.logItem}>
                  <div className={styles.itemText}>
                    <AppLink
                      to={`/admin/items/${entry.extensionId}`}
                      className={styles.itemName}
                      data-testid="audit-item"
                    >
                      {entry.itemName ?? entry.extensionId}
                    </AppLink>
                    <span className={styles.mono}>{entry.extensionId}</span>
                  </div>
                </td>
              )}
              <td className={styles.actor} data-testid="audit-actor">
                {entry.actor ?? <span className={styles.muted}>{t('admin.log.system')}</span>}
              </td>
              <td className={styles.why}>
                {entry.guidelines.length > 0 && (
                  <ul className={styles.chips} data-testid="audit-guidelines">
                    {entry.guidelines.map((code) => (
                      <li
                        key={code}
                        className={styles.chip}
                        title={guidelineText(code, i18n.language)}
                      >
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
        </tbody>
      </table>
    </div>
  );
}
