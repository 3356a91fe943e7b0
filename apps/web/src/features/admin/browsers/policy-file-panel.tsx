import { type BrowserPolicyFile, POLICY_BROWSERS, POLICY_PLATFORMS } from '@lagoon/contract';
import { useRevalidator } from 'react-router';
import { BreakableText } from '../../../components/breakable-text';
import { ErrorState } from '../../../components/error-state';
import { SegmentedLinks } from '../../../components/segmented-links';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import { useReadingAgain } from '../../../lib/use-reading-again';
import styles from '../admin.module.css';
import {
  applyCommand,
  downloadFileName,
  type PolicyTarget,
  policyDownload,
  policyPageUrl,
  policyTargetSearch,
} from './browser-policy';
import own from './browsers.module.css';

const BASE = '/admin/browsers';

/** Saves the file through the browser's download, as a link to a blob would. */
function download(file: BrowserPolicyFile) {
  const { blob, fileName } = policyDownload(file);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The steps to connect browsers, with the policy for the chosen browser and operating system
 * (kept in the address): where it goes, a download, a copy and the file itself.
 */
export function PolicyFilePanel({
  target,
  policy,
  base = BASE,
}: {
  target: PolicyTarget;
  /** The file the page's loader read; undefined before it has. */
  policy: Read<BrowserPolicyFile> | undefined;
  /** The page whose address keeps the choice: the Browsers page, or a group's page. */
  base?: string;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // Switching browser or system keeps the last file on screen, busy, until the next arrives.
  const busy = useReadingAgain();
  return (
    <section
      className={styles.card}
      aria-labelledby="browsers-guide"
      data-testid="browsers-policy-file"
    >
      <h2 id="browsers-guide" className={styles.subheading}>
        {t('admin.browsers.guide.title')}
      </h2>
      <ol className={own.steps}>
        <li>{t('admin.browsers.guide.download')}</li>
        <li>{t(`admin.browsers.guide.place.${target.platform}`)}</li>
        <li>{t('admin.browsers.guide.reload', { page: policyPageUrl(target.browser) })}</li>
        <li>{t('admin.browsers.guide.companion')}</li>
      </ol>
      <div className={own.targetPicker}>
        <div className={styles.field}>
          <span className={styles.label}>{t('admin.browsers.file.browser')}</span>
          <SegmentedLinks
            label={t('admin.browsers.file.browser')}
            testIdPrefix="policy-browser"
            items={POLICY_BROWSERS.map((browser) => ({
              value: browser,
              label: t(`admin.browsers.browser.${browser}`),
              to: `${base}${policyTargetSearch({ ...target, browser })}`,
              active: browser === target.browser,
            }))}
          />
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('admin.browsers.file.platform')}</span>
          <SegmentedLinks
            label={t('admin.browsers.file.platform')}
            testIdPrefix="policy-platform"
            items={POLICY_PLATFORMS.map((platform) => ({
              value: platform,
              label: t(`admin.browsers.platform.${platform}`),
              to: `${base}${policyTargetSearch({ ...target, platform })}`,
              active: platform === target.platform,
            }))}
          />
        </div>
      </div>
      {!policy ? (
        <Spinner />
      ) : policy.error ? (
        <ErrorState error={policy.error} onRetry={() => void revalidator.revalidate()} />
      ) : (
        <PolicyFileView file={policy.data} busy={busy} />
      )}
    </section>
  );
}

function PolicyFileView({ file, busy }: { file: BrowserPolicyFile; busy: boolean }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const command = applyCommand(file);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(file.content);
      snackbar.show(t('admin.browsers.file.copied'));
    } catch {
      snackbar.show(t('admin.browsers.file.copyFailed'));
    }
  };
  return (
    <div className={styles.stack} aria-busy={busy || undefined}>
      <dl className={styles.facts}>
        <div>
          <dt>{t(`admin.browsers.file.where.${file.platform}`)}</dt>
          {/* A path or a key reads as code; a macOS profile's location is a sentence. */}
          <dd
            className={file.platform === 'macos' ? undefined : styles.mono}
            data-testid="policy-location"
          >
            {file.platform === 'macos' ? file.location : <BreakableText text={file.location} />}
          </dd>
        </div>
        <div>
          <dt>{t('admin.browsers.file.fileName')}</dt>
          <dd className={styles.mono} data-testid="policy-file-name">
            <BreakableText text={downloadFileName(file)} />
          </dd>
        </div>
      </dl>
      {command && (
        <div className={styles.field}>
          <span className={styles.label}>{t('admin.browsers.file.command')}</span>
          <code
            className={own.command}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a long command by focusing it
            tabIndex={0}
            data-testid="policy-command"
          >
            {command}
          </code>
        </div>
      )}
      <div className={styles.decisionButtons}>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => download(file)}
          data-testid="policy-download"
        >
          {t('admin.browsers.file.download')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void copy()}
          data-testid="policy-copy"
        >
          {t('admin.browsers.file.copy')}
        </button>
      </div>
      <pre
        className={own.policyContent}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a long file by focusing its box
        tabIndex={0}
        data-testid="policy-content"
        data-browser={file.browser}
        data-platform={file.platform}
      >
        {file.content}
      </pre>
    </div>
  );
}
