import {
  INSTALL_REPORT_DAYS,
  INSTALL_REPORT_GRACE_HOURS,
  type InstallProblems,
} from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { ProductIcon } from '../../../components/product/product-icon';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import type { Read } from '../../../lib/read';
import styles from '../admin.module.css';
import { knownProductType } from './browser-policy';
import own from './browsers.module.css';
import { InstallStateCell } from './install-report-table';

/**
 * The Browsers page's list of installs that seem to fail: every item whose newest downloaded
 * version no browser reported installed, each flagged version with its downloads and likely
 * reasons, and a link to the item's case for the whole report.
 */
export function InstallProblemsSection({ problems }: { problems: Read<InstallProblems> }) {
  const { t } = useTranslation();
  const items = problems.data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="browsers-installs">
      <h2 id="browsers-installs" className={styles.sectionTitle}>
        {t('admin.installs.flagged.title')}{' '}
        {problems.data && (
          <span className={styles.count}>
            {t('admin.installs.flagged.count', { count: items.length })}
          </span>
        )}
      </h2>
      <p className={styles.muted}>
        {t('admin.installs.flagged.intro', {
          days: INSTALL_REPORT_DAYS,
          hours: INSTALL_REPORT_GRACE_HOURS,
        })}
      </p>
      {problems.error ? (
        <p className={styles.formAlert} role="alert">
          {t(`errors.${problems.error.code}`)}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.muted} data-testid="install-problems-empty">
          {t('admin.installs.flagged.empty')}
        </p>
      ) : (
        <FlaggedTable problems={problems.data} />
      )}
    </section>
  );
}

function FlaggedTable({ problems }: { problems: InstallProblems }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('admin.installs.flagged.caption')}
      testId="install-problems"
      columns={
        <>
          <th scope="col">{t('admin.installs.flagged.columns.item')}</th>
          <th scope="col">{t('admin.installs.flagged.columns.version')}</th>
          <th scope="col" className={own.number}>
            {t('admin.installs.flagged.columns.downloads')}
          </th>
          <th scope="col">{t('admin.installs.flagged.columns.reasons')}</th>
        </>
      }
    >
      {problems.items.flatMap((item) =>
        item.versions.map((version, index) => {
          const known = knownProductType(item.productType);
          return (
            <tr
              key={`${item.extensionId}@${version.version}`}
              data-testid="install-problem-row"
              data-extension-id={item.extensionId}
              data-version={version.version}
            >
              {index === 0 ? (
                <th scope="row" rowSpan={item.versions.length} className={own.flaggedItem}>
                  <div className={styles.itemCell}>
                    <ProductIcon src={item.icon} name={item.name} size={40} />
                    <div className={styles.itemText}>
                      <AppLink to={`/admin/items/${item.extensionId}`} className={styles.itemName}>
                        {item.name}
                      </AppLink>
                      <span className={styles.mono}>{item.extensionId}</span>
                      <span className={styles.badges}>
                        <span className={styles.badge}>
                          {known ? t(`admin.productType.${known}`) : item.productType}
                        </span>
                        {item.installPolicy !== 'none' && (
                          <span className={styles.badge} data-tone="primary">
                            {t(`admin.browsers.installPolicy.${item.installPolicy}`)}
                          </span>
                        )}
                      </span>
                    </div>
                  </div>
                </th>
              ) : null}
              <td className={`${styles.mono} ${own.version}`}>{version.version}</td>
              <td className={own.number}>
                {formatNumber(version.downloads, i18n.language)}
                {version.pageDownloads > 0 && (
                  <span className={styles.hint}>
                    {' '}
                    ({t('admin.installs.columns.pageDownloads')}:{' '}
                    {formatNumber(version.pageDownloads, i18n.language)})
                  </span>
                )}
              </td>
              <td>
                <InstallStateCell version={version} />
              </td>
            </tr>
          );
        }),
      )}
    </DataTable>
  );
}
