import type { ItemReleaseState } from '@lagoon/contract';
import { ReleaseSummary } from '../../../components/release-summary';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { promoteItemRelease } from '../api/release-api';

/**
 * The item's staged release on its case page: which version pilot groups and everyone else
 * receive, when it promotes itself, and Promote to send the new version to everyone now.
 */
export function CaseRelease({
  extensionId,
  state,
}: {
  extensionId: string;
  state: ItemReleaseState | undefined;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const promote = useWrite(() => promoteItemRelease(extensionId), {
    onSuccess: () => {
      snackbar.show(t('versions.release.promoted', { version: state?.staged?.pilotVersion ?? '' }));
    },
  });
  if (!state?.staged) return null;
  return (
    <section className={styles.section} aria-label={t('versions.release.title')}>
      <ReleaseSummary
        state={state}
        onPromote={() => void promote.run(undefined)}
        promoting={promote.pending}
      />
      {promote.error && (
        <p className={styles.formAlert} role="alert" data-testid="release-promote-error">
          {t(`errors.${isApiError(promote.error) ? promote.error.code : 'INTERNAL_ERROR'}`)}
        </p>
      )}
    </section>
  );
}
