import type { PackageUploadResult } from '@lagoon/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useLoaderData, useParams, useRevalidator } from 'react-router';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { ProductIcon } from '../../../components/product/product-icon';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { type ApiError, failureText, isApiError, isNotFoundError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { CheckboxField } from '../components/checkbox-field';
import { isWebAppProduct } from '../dashboard/dashboard-model';
import type { UploadData } from '../editor/editor-loaders';
import { ManifestV2Dialog } from './manifest-v2-dialog';
import { shouldWarnManifestV2 } from './manifest-v2-preference';
import { PackageDropZone } from './package-drop-zone';
import { packageFileProblem, readUploadTarget, type UploadTarget } from './package-file';
import styles from './upload.module.css';
import { type UploadProgress, uploadPackage } from './upload-package';
import { type ReportView, refusalHeadline, refusalView } from './validation-report';
import { ValidationReportView } from './validation-report-view';

/** /developers/upload/extension/:extensionId — draft registers a new item. */
export function UploadExtensionPage() {
  const { extensionId } = useParams();
  const target = readUploadTarget(extensionId);
  if (!target) return <NotFound />;
  return target.kind === 'new' ? (
    <UploadForm target={target} current={null} />
  ) : (
    <UpdateUpload key={target.extensionId} extensionId={target.extensionId} />
  );
}

/** A new package for an existing item: the item is shown so the developer knows which. */
function UpdateUpload({ extensionId }: { extensionId: string }) {
  const item = (useLoaderData() as UploadData | null)?.item;
  const revalidator = useRevalidator();
  // Null until the browser has read the item (the server reads nobody's items).
  if (!item || (item.error && revalidator.state === 'loading')) return <Spinner />;
  if (item.error) {
    if (isNotFoundError(item.error)) return <NotFound />;
    return <ErrorState error={item.error} onRetry={() => void revalidator.revalidate()} />;
  }
  if (isWebAppProduct(item.data.productType)) return <NotFound />;
  return (
    <UploadForm
      target={{ kind: 'update', extensionId }}
      current={{
        name: item.data.name,
        icon: item.data.icon,
        version: item.data.package?.version ?? item.data.version,
        publishedVersion: item.data.product?.version ?? null,
        hasChangeLog: item.data.texts.some((text) => Boolean(text.changeLog?.trim())),
      }}
    />
  );
}

type UploadState =
  | { phase: 'idle' }
  /** Refused in the browser before sending anything. */
  | { phase: 'refused'; fileName: string; code: ApiError['code'] }
  | { phase: 'uploading'; fileName: string; progress: UploadProgress }
  /** Refused by the server; a package refusal comes with its report. */
  | { phase: 'failed'; fileName: string; error: unknown; report: ReportView | null }
  | { phase: 'accepted'; result: PackageUploadResult };

interface CurrentItem {
  name: string;
  icon: string | null;
  version: string | null;
  /** The version visitors have, which a new package must go above. */
  publishedVersion: string | null;
  /** The draft has a change log, which a new package clears unless kept. */
  hasChangeLog: boolean;
}

function UploadForm({ target, current }: { target: UploadTarget; current: CurrentItem | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useAppNavigate();
  const revalidator = useRevalidator();
  const snackbar = useSnackbar();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [keepChangeLog, setKeepChangeLog] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const keepChangeLogId = useId();

  // Leaving the page stops an upload still under way.
  useEffect(() => () => abortRef.current?.abort(), []);

  const openEditor = (result: PackageUploadResult) =>
    navigate(`/developers/edit/extension/${result.extensionId}`);

  // The editor the page moves to reads the item anew; a page that stays (to warn about the
  // manifest's version first) reads its own item again, whose package has changed.
  const onAccepted = async (result: PackageUploadResult) => {
    snackbar.show(
      result.report.warnings.length > 0
        ? t('developers.upload.acceptedWithWarnings', { count: result.report.warnings.length })
        : t('developers.upload.accepted'),
    );
    if (shouldWarnManifestV2(result.manifestVersion)) {
      setState({ phase: 'accepted', result });
      await revalidator.revalidate();
    } else {
      await openEditor(result);
    }
  };

  const start = (file: File) => {
    if (state.phase === 'uploading') return;
    const problem = packageFileProblem(file.name);
    if (problem) {
      setState({ phase: 'refused', fileName: file.name, code: problem });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setState({
      phase: 'uploading',
      fileName: file.name,
      progress: { loaded: 0, total: file.size },
    });
    uploadPackage({
      extensionId: target.kind === 'update' ? target.extensionId : null,
      file,
      language,
      keepChangeLog: target.kind === 'update' && keepChangeLog,
      signal: controller.signal,
      onProgress: (progress) =>
        setState((previous) =>
          previous.phase === 'uploading' ? { ...previous, progress } : previous,
        ),
    }).then(
      (result) => {
        abortRef.current = null;
        void onAccepted(result);
      },
      (error: unknown) => {
        abortRef.current = null;
        if (controller.signal.aborted) {
          setState({ phase: 'idle' });
          return;
        }
        const report =
          isApiError(error) && error.code === 'INVALID_PACKAGE' && error.fields.length > 0
            ? refusalView(error.fields)
            : null;
        setState({ phase: 'failed', fileName: file.name, error, report });
      },
    );
  };

  const isNew = target.kind === 'new';
  const backPath = isNew
    ? '/developers/dashboard/extensions'
    : `/developers/edit/extension/${target.extensionId}`;
  // A refused package is headed by what kind of problem it has, its findings listed below.
  const headline =
    state.phase === 'failed' && isApiError(state.error) && state.error.code === 'INVALID_PACKAGE'
      ? refusalHeadline(state.error.fields, language, current?.publishedVersion ?? null)
      : null;
  const failure =
    state.phase === 'refused'
      ? t(`errors.${state.code}`)
      : state.phase === 'failed'
        ? (headline ?? failureText(state.error, (code) => t(`errors.${code}`)))
        : null;

  return (
    <Page
      title={isNew ? t('developers.upload.newTitle') : t('developers.upload.updateTitle')}
      description={
        isNew ? t('developers.upload.newDescription') : t('developers.upload.updateDescription')
      }
      eyebrow={t('developers.title')}
      testId="upload-extension-page"
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          {current && (
            <div className={styles.current} data-testid="upload-current-item">
              <ProductIcon src={current.icon} name={current.name} size={48} />
              <div>
                <p className={styles.currentName}>{current.name}</p>
                {current.version && (
                  <p className={styles.currentVersion}>
                    {t('developers.upload.currentVersion', { version: current.version })}
                  </p>
                )}
              </div>
            </div>
          )}
          {current?.hasChangeLog && (
            <CheckboxField
              id={keepChangeLogId}
              checked={keepChangeLog}
              onChange={setKeepChangeLog}
              label={t('developers.upload.keepChangeLog')}
              disabled={state.phase === 'uploading'}
              testId="upload-keep-changelog"
            />
          )}
          <PackageDropZone
            disabled={state.phase === 'uploading' || state.phase === 'accepted'}
            onFile={start}
            uploading={
              state.phase === 'uploading'
                ? {
                    fileName: state.fileName,
                    progress: state.progress,
                    onCancel: () => abortRef.current?.abort(),
                  }
                : null
            }
          />
          <div aria-live="assertive">
            {failure && (
              <p className={styles.failure} role="alert" data-testid="upload-error">
                {failure}
              </p>
            )}
          </div>
          {state.phase === 'failed' && state.report && (
            <ValidationReportView report={state.report} fileName={state.fileName} />
          )}
        </div>
        <aside className={styles.rules} aria-labelledby="upload-rules-title">
          <h2 id="upload-rules-title" className={styles.rulesTitle}>
            {t('developers.upload.rules.title')}
          </h2>
          <ul className={styles.rulesList}>
            <li>{t('developers.upload.rules.zip')}</li>
            <li>{t('developers.upload.rules.name')}</li>
            <li>{t('developers.upload.rules.manifest')}</li>
            {current?.publishedVersion ? (
              <li>{t('developers.upload.rules.version', { version: current.publishedVersion })}</li>
            ) : (
              <li>{t('developers.upload.rules.review')}</li>
            )}
          </ul>
          <AppLink to={backPath} className="button button-secondary" data-testid="upload-back">
            {isNew ? t('developers.upload.backToDashboard') : t('developers.upload.backToEditor')}
          </AppLink>
        </aside>
      </div>
      {state.phase === 'accepted' && (
        <ManifestV2Dialog onClose={() => void openEditor(state.result)} />
      )}
    </Page>
  );
}
