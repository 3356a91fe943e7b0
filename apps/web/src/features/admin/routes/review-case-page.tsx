import type { ReviewCase } from '@lagoon/contract';
import { type ReactNode, useState } from 'react';
import { useLoaderData, useParams, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { AlertIcon } from '../../../components/icons';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { isNotFoundError } from '../../../lib/api-error';
import styles from '../admin.module.css';
import type { DecisionKind } from '../api/moderation-api';
import { ItemInstallsSection } from '../browsers/item-installs-section';
import { FlagList } from '../code-review/flag-list';
import { AuditTable } from '../components/audit-table';
import { CaseRelease } from '../components/case-release';
import { CaseSummary } from '../components/case-summary';
import { CaseVersions } from '../components/case-versions';
import { ChangeList } from '../components/change-list';
import { DecisionDialog } from '../components/decision-dialog';
import { PackagePanels } from '../components/package-panel';
import { RevisionNotice } from '../components/revision-notice';
import { ScreenshotPanels } from '../components/screenshot-panels';
import type { ReviewCaseData } from '../loaders';
import { availableDecisions, stagingOption } from '../model/decision-form';
import { isItemId } from '../model/format';
import { widensAccess } from '../model/review-changes';
import { CaseScanMatchesView } from '../scans/case-scan-matches';

/** /admin/items/:extensionId: one item, what changed, and the decisions that apply to it. */
export function ReviewCasePage() {
  const { extensionId } = useParams();
  if (!isItemId(extensionId)) return <NotFound />;
  return <ReviewCaseView key={extensionId} extensionId={extensionId} />;
}

function ReviewCaseView({ extensionId }: { extensionId: string }) {
  const { t } = useTranslation();
  const data = useLoaderData() as ReviewCaseData | null;
  const revalidator = useRevalidator();
  // A decision is made on the case as it was when its dialog opened (its revision).
  const [deciding, setDeciding] = useState<{ kind: DecisionKind; seen: ReviewCase } | null>(null);
  // The case as the reviewer saw it when the server refused a decision because it changed;
  // the dialog has the case read again, and the notice compares the two.
  const [stale, setStale] = useState<ReviewCase | null>(null);

  const loaded = data?.item;
  if (!loaded) return <Spinner />;
  if (loaded.error) {
    if (isNotFoundError(loaded.error)) return <NotFound />;
    return <ErrorState error={loaded.error} onRetry={() => void revalidator.revalidate()} />;
  }
  const item = loaded.data;
  const shown = item.draft ?? item.product;
  const name = shown?.name ?? extensionId;
  const isUpdate = item.product !== null && item.draft !== null;
  const decisions = availableDecisions(item);

  return (
    <Page
      title={name}
      eyebrow={
        <AppLink to="/admin/reviews" className={styles.backLink} data-testid="case-back">
          <span aria-hidden="true">←</span> {t('admin.item.back')}
        </AppLink>
      }
      testId="admin-review-case"
    >
      <CaseSummary extensionId={extensionId} item={item} shown={shown} name={name} />

      {stale && <RevisionNotice seen={stale} now={item} />}

      <CaseRelease extensionId={extensionId} state={data.release?.data} />

      <section className={styles.decisions} aria-labelledby="case-decisions">
        <h2 id="case-decisions" className="visually-hidden">
          {t('admin.item.actions')}
        </h2>
        <div className={styles.decisionButtons}>
          {decisions.map((kind) => (
            <button
              key={kind}
              type="button"
              className={`button ${kind === 'approve' ? 'button-primary' : 'button-secondary'} ${
                kind === 'reject' || kind === 'private' || kind === 'block'
                  ? styles.dangerOutline
                  : ''
              }`}
              onClick={() => {
                setStale(null);
                setDeciding({ kind, seen: item });
              }}
              data-testid={`decision-${kind}`}
            >
              {t(`admin.decision.${kind}.open`)}
            </button>
          ))}
        </div>
        {item.review !== 'IN_REVIEW' && (
          <p className={styles.muted} data-testid="case-not-in-review">
            {t('admin.item.notInReview')}
          </p>
        )}
      </section>

      {data.flags && (item.package || item.publishedPackage) && (
        <CaseSection id="case-flags-section" title={t('admin.codeReview.flags.title')}>
          <FlagList extensionId={extensionId} flags={data.flags} />
        </CaseSection>
      )}

      {data.scans?.data && (
        <CaseSection id="case-scan-matches" title={t('admin.scans.case.title')}>
          <CaseScanMatchesView extensionId={extensionId} found={data.scans.data} />
        </CaseSection>
      )}

      <CaseSection id="case-changes" title={t('admin.item.sections.changes')}>
        {isUpdate && widensAccess(item.changes) && (
          <p className={styles.warning} role="note" data-testid="case-widens">
            <AlertIcon size={16} />
            {t('admin.item.widens')}
          </p>
        )}
        {item.draft === null ? (
          <p className={styles.muted}>{t('admin.item.noDraft')}</p>
        ) : item.product === null ? (
          <p className={styles.muted}>{t('admin.item.newItem')}</p>
        ) : item.changes.length === 0 ? (
          <p className={styles.muted}>{t('admin.item.noChanges')}</p>
        ) : null}
        {item.changes.length > 0 && <ChangeList changes={item.changes} />}
      </CaseSection>

      <CaseSection id="case-changelog" title={t('admin.item.sections.changeLog')}>
        {shown?.changeLog ? (
          <p className={styles.longText} data-testid="case-changelog">
            {shown.changeLog}
          </p>
        ) : (
          <p className={styles.muted} data-testid="case-no-changelog">
            {t('admin.item.noChangeLog')}
          </p>
        )}
        {isUpdate && shown?.changeLog && shown.changeLog === item.product?.changeLog && (
          <p className={styles.muted} data-testid="case-same-changelog">
            {t('admin.item.sameChangeLog')}
          </p>
        )}
      </CaseSection>

      <CaseSection id="case-package" title={t('admin.item.sections.package')}>
        <PackagePanels draft={item.package} published={item.publishedPackage} />
      </CaseSection>

      {data.rollback?.data && item.product && (
        <CaseVersions
          extensionId={extensionId}
          plan={data.rollback.data}
          release={data.release?.data}
        />
      )}

      {data.installs && item.product && <ItemInstallsSection installs={data.installs} />}

      <CaseSection id="case-screenshots" title={t('admin.item.sections.screenshots')}>
        <ScreenshotPanels draft={item.draft} product={item.product} />
      </CaseSection>

      <CaseSection id="case-history" title={t('admin.item.sections.history')}>
        {item.history.length === 0 ? (
          <p className={styles.muted}>{t('admin.history.empty')}</p>
        ) : (
          <AuditTable
            entries={item.history}
            caption={t('admin.history.caption')}
            showItem={false}
            testId="case-history"
          />
        )}
      </CaseSection>

      {deciding && (
        <DecisionDialog
          kind={deciding.kind}
          extensionId={extensionId}
          name={name}
          isUpdate={isUpdate}
          revision={deciding.seen.revision}
          staging={stagingOption(data.release?.data, item.product !== null)}
          onClose={() => setDeciding(null)}
          onRevisionChanged={() => {
            setStale(deciding.seen);
            setDeciding(null);
          }}
        />
      )}
    </Page>
  );
}

function CaseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
