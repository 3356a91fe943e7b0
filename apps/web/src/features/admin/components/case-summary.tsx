import type { Product, ReviewCase } from '@lagoon/contract';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { ExternalIcon } from '../../../components/icons';
import { ProductIcon } from '../../../components/product/product-icon';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';
import { changesViewPath, codeViewPath } from '../code-review/code-view-model';

// The head of a review case: who the item is and where it stands (developer, review state,
// type, live or not, private, blocked), with links to its public page, the draft's preview and
// the code.

/** The case's icon, facts and badges, and the links out of the case. */
export function CaseSummary({
  extensionId,
  item,
  shown,
  name,
}: {
  extensionId: string;
  item: ReviewCase;
  /** The draft when there is one, else the published product. */
  shown: Product | null;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      <ProductIcon src={shown?.icon ?? null} name={name} size={64} />
      <dl className={styles.facts} data-testid="case-summary">
        <div>
          <dt>{t('admin.item.id')}</dt>
          <dd className={styles.mono}>{extensionId}</dd>
        </div>
        {shown && (
          <div>
            <dt>{t('admin.item.developer')}</dt>
            <dd>{shown.developer?.name ?? t('admin.queue.unknownDeveloper')}</dd>
          </div>
        )}
        <div>
          <dt>{t('admin.item.state')}</dt>
          <dd className={styles.badges}>
            <span className={styles.badge} data-testid="case-review-state" data-state={item.review}>
              {t(`admin.reviewState.${item.review}`)}
            </span>
            {shown && (
              <span className={styles.badge}>{t(`admin.productType.${shown.productType}`)}</span>
            )}
            <span className={styles.badge} data-tone={item.product ? 'primary' : undefined}>
              {item.product ? t('admin.item.live') : t('admin.item.notLive')}
            </span>
            {item.isPrivate && (
              <span className={styles.badge} data-tone="danger" data-testid="case-private">
                {t('admin.item.private')}
              </span>
            )}
            {item.blocked && (
              <span className={styles.badge} data-tone="danger" data-testid="case-blocked">
                {t('admin.item.blocked')}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <div className={styles.links}>
        {item.product && (
          <ExternalLink to={`/detail/${extensionId}`} testId="case-public-page">
            {t('admin.item.publicPage')}
          </ExternalLink>
        )}
        {item.draft && (
          <ExternalLink to={`/detail/${extensionId}/preview`} testId="case-preview">
            {t('admin.item.preview')}
          </ExternalLink>
        )}
        {(item.package || item.publishedPackage) && (
          <AppLink
            to={codeViewPath(extensionId, { choice: null })}
            className="button button-secondary button-small"
            data-testid="case-code"
          >
            {t('admin.codeReview.open')}
          </AppLink>
        )}
        {item.package && (
          <AppLink
            to={changesViewPath(extensionId)}
            className="button button-secondary button-small"
            data-testid="case-code-changes"
          >
            {t('admin.codeReview.openChanges')}
          </AppLink>
        )}
      </div>
    </div>
  );
}

function ExternalLink({
  to,
  testId,
  children,
}: {
  to: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppLink
      to={to}
      target="_blank"
      rel="noopener"
      className="button button-ghost button-small"
      data-testid={testId}
    >
      {children}
      <span className="visually-hidden"> {t('admin.item.opensInNewTab')}</span>
      <ExternalIcon size={14} />
    </AppLink>
  );
}
