import { SCAN_MATCHES_SHOWN_MAX, type ScanRuleDetail } from '@lagoon/contract';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { ScanRuleDialog } from './scan-rule-dialog';
import { HuntProgress, MatchTable, SeverityBadge, useHuntPolling } from './scan-rule-parts';
import { deleteScanRule, updateScanRule } from './scans-api';
import type { ScanRuleData } from './scans-loader';

/**
 * /admin/scan-rules/:ruleId: one rule, its retro-hunt's progress (read again while it runs)
 * and its matches, each opening its item's case; the rule can be changed, hunted again or
 * deleted.
 */
export function ScanRulePage() {
  const { t } = useTranslation();
  const data = useLoaderData() as ScanRuleData | null;
  const revalidator = useRevalidator();
  const read = data?.rule;
  useHuntPolling(read?.data?.hunt.state === 'running');
  let body: React.ReactNode;
  if (!read) body = <Spinner />;
  else if (read.error) {
    if (read.error.status === 404 || read.error.status === 400) return <NotFound />;
    body = <ErrorState error={read.error} onRetry={() => void revalidator.revalidate()} />;
  } else body = <RuleDetail rule={read.data} />;
  return (
    <Page
      title={read?.data?.name ?? t('admin.scans.title')}
      eyebrow={
        <AppLink to="/admin/scan-rules" className={styles.backLink} data-testid="scan-rule-back">
          <span aria-hidden="true">←</span> {t('admin.scans.back')}
        </AppLink>
      }
      testId="admin-scan-rule"
    >
      {body}
    </Page>
  );
}

function RuleDetail({ rule }: { rule: ScanRuleDetail }) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const huntAgain = useWrite(() => updateScanRule(rule.id, { hunt: true }), {
    onSuccess: () => snackbar.show(t('admin.scans.hunt.againDone')),
  });
  return (
    <div className={styles.stack}>
      <p>
        <SeverityBadge rule={rule} />{' '}
        <span className={styles.badge} data-testid="scan-rule-action-badge">
          {t(`admin.scans.action.${rule.action}`)}
        </span>{' '}
        <span className={styles.badge}>
          {rule.enabled ? t('admin.scans.enabled') : t('admin.scans.disabled')}
        </span>
      </p>
      {rule.description && <p>{rule.description}</p>}
      <p>
        <span className={styles.muted}>
          {t(`admin.scans.kind.${rule.match.kind}`)} ·{' '}
          {t(`admin.scans.target.${rule.match.target}`)}
        </span>
        <br />
        <code className={styles.mono} data-testid="scan-rule-pattern-shown">
          {rule.match.pattern}
        </code>
      </p>
      <HuntProgress hunt={rule.hunt} />
      {rule.hunt.startedAt && (
        <p className={styles.hint}>
          {t('admin.scans.hunt.started', {
            date: formatDate(rule.hunt.startedAt, i18n.language, 'dateTime') ?? rule.hunt.startedAt,
          })}
          {rule.hunt.finishedAt &&
            ` · ${t('admin.scans.hunt.finished', {
              date:
                formatDate(rule.hunt.finishedAt, i18n.language, 'dateTime') ?? rule.hunt.finishedAt,
            })}`}
        </p>
      )}
      <div>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setEditing(true)}
          data-testid="scan-rule-edit"
        >
          {t('admin.scans.edit')}
        </button>{' '}
        <button
          type="button"
          className="button button-secondary"
          disabled={!rule.enabled || rule.hunt.state === 'running' || huntAgain.pending}
          onClick={() => void huntAgain.run()}
          data-testid="scan-rule-hunt-again"
        >
          {t('admin.scans.hunt.again')}
        </button>{' '}
        <button
          type="button"
          className={`button button-secondary ${styles.dangerOutline}`}
          onClick={() => setDeleting(true)}
          data-testid="scan-rule-delete"
        >
          {t('admin.scans.remove.open')}
        </button>
      </div>
      <section className={styles.section} aria-labelledby="scan-rule-matches">
        <h2 id="scan-rule-matches" className={styles.sectionTitle}>
          {t('admin.scans.matches.title')} <span className={styles.count}>{rule.matchCount}</span>
        </h2>
        {rule.matches.length === 0 ? (
          <p className={styles.muted}>{t('admin.scans.matches.none')}</p>
        ) : (
          <MatchTable matches={rule.matches} showItem />
        )}
        {rule.matches.length >= SCAN_MATCHES_SHOWN_MAX && (
          <p className={styles.hint}>
            {t('admin.scans.matches.shownMax', { count: SCAN_MATCHES_SHOWN_MAX })}
          </p>
        )}
      </section>
      {editing && <ScanRuleDialog rule={rule} onClose={() => setEditing(false)} />}
      {deleting && <DeleteRuleDialog rule={rule} onClose={() => setDeleting(false)} />}
    </div>
  );
}

function DeleteRuleDialog({ rule, onClose }: { rule: ScanRuleDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const snackbar = useSnackbar();
  const remove = useWrite(() => deleteScanRule(rule.id), {
    revalidate: false,
    onSuccess: () => {
      snackbar.show(t('admin.scans.remove.done', { name: rule.name }));
      navigate('/admin/scan-rules');
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.scans.remove.title', { name: rule.name })}
      testId="scan-rule-delete-dialog"
      actions={
        <DialogButtons
          onCancel={onClose}
          label={t('admin.scans.remove.confirm')}
          pendingLabel={t('admin.scans.remove.deleting')}
          pending={remove.pending}
          holdCancel
          className={styles.dangerButton}
          onConfirm={() => void remove.run()}
          testId="scan-rule-delete-confirm"
        />
      }
    >
      <p>{t('admin.scans.remove.body')}</p>
      {remove.error && (
        <p className={styles.formAlert} role="alert">
          {t(`errors.${isApiError(remove.error) ? remove.error.code : 'INTERNAL_ERROR'}`)}
        </p>
      )}
    </Dialog>
  );
}
