import type { ReviewCase } from '@lagoon/contract';
import { type ReactNode, useState } from 'react';
import { useLoaderData, useParams, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { AlertIcon, ExternalIcon } from '../../../components/icons';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { ProductIcon } from '../../../components/product/product-icon';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { isNotFoundError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import type { DecisionKind } from '../api/moderation-api';
import { ItemInstallsSection } from '../browsers/item-installs-section';
import { changesViewPath, codeViewPath } from '../code-review/code-view-model';
import { FlagList } from '../code-review/flag-list';
import { AuditTable, actionLabel } from '../components/audit-table';
import { CaseRelease } from '../components/case-release';
import { CaseVersions } from '../components/case-versions';
import { ChangeList } from '../components/change-list';
import { DecisionDialog } from '../components/decision-dialog';
import { PackagePanels } from '../components/package-panel';
import { ScreenshotPanels } from '../components/screenshot-panels';
import type { ReviewCaseData } from '../loaders';
import { availableDecisions, stagingOption } from '../model/decision-form';
import { isItemId } from '../model/format';
import { viewChange, widensAccess } from '../model/review-changes';
import { type RevisionChange, revisionChanges } from '../model/revision-changes';
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
              <span
                className={styles.badge}
                data-testid="case-review-state"
                data-state={item.review}
              >
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

/**
 * A decision was refused because the item changed after the reviewer opened it: nothing was
 * decided; the case reloads, and this says what changed since the revision they saw.
 */
function RevisionNotice({ seen, now }: { seen: ReviewCase; now: ReviewCase }) {
  const { t } = useTranslation();
  const reloaded = now.revision !== seen.revision;
  const changes = reloaded ? revisionChanges(seen, now) : [];
  return (
    <div className={styles.formAlert} role="alert" data-testid="case-revision-changed">
      <p>{t('admin.item.revisionChanged.title')}</p>
      <p>
        {reloaded
          ? t('admin.item.revisionChanged.intro', { seen: seen.revision, now: now.revision })
          : t('admin.item.revisionChanged.reloading')}
      </p>
      {changes.length > 0 && (
        <ul data-testid="case-revision-changes">
          {changes.map((change) => (
            <li key={changeKey(change)} data-kind={change.kind}>
              <RevisionChangeText change={change} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function changeKey(change: RevisionChange): string {
  return change.kind === 'event' ? change.entry.id : change.kind;
}

function RevisionChangeText({ change }: { change: RevisionChange }) {
  const { t, i18n } = useTranslation();
  const none = t('admin.changes.empty');
  switch (change.kind) {
    case 'review':
      return (
        <>
          {t('admin.item.revisionChanged.review', {
            before: t(`admin.reviewState.${change.before}`),
            after: t(`admin.reviewState.${change.after}`),
          })}
        </>
      );
    case 'package':
      return (
        <>
          {t('admin.item.revisionChanged.package', {
            before: change.before ?? none,
            after: change.after ?? none,
          })}
        </>
      );
    case 'access':
      return <>{t('admin.item.revisionChanged.access', { list: change.added.join(', ') })}</>;
    case 'listing': {
      const labels = change.fields.map((id) => {
        const view = viewChange({ field: id, before: null, after: null });
        if (view.field === null) return id;
        return t(`admin.changes.fields.${view.field}`, { locale: view.locale ?? '' });
      });
      return <>{t('admin.item.revisionChanged.listing', { list: labels.join(', ') })}</>;
    }
    case 'blocked':
      return <>{t(`admin.item.revisionChanged.${change.now ? 'blocked' : 'unblocked'}`)}</>;
    case 'private':
      return <>{t(`admin.item.revisionChanged.${change.now ? 'private' : 'public'}`)}</>;
    case 'event': {
      const { entry } = change;
      const when = formatDate(entry.createAt, i18n.language, 'dateTime') ?? entry.createAt;
      const action = actionLabel(t, entry.action);
      return (
        <>
          {entry.actor
            ? t('admin.item.revisionChanged.eventBy', { action, actor: entry.actor, when })
            : t('admin.item.revisionChanged.event', { action, when })}
        </>
      );
    }
  }
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
