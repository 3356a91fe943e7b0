import type { ItemReleaseState } from '@lagoon/contract';
import { ReleaseSummary } from '../../../components/release-summary';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import { promoteItemRelease } from '../api/release-api';
import styles from './editor.module.css';

/**
 * The item's staged release on its page in the developer area: which version pilot groups and
 * everyone else receive and when it promotes itself, with Promote when an administrator
 * allowed the developer to promote it. Nothing while no release is staged.
 */
export function ReleaseSection({
  extensionId,
  state,
}: {
  extensionId: string;
  state: ItemReleaseState | null | undefined;
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
    <section aria-label={t('versions.release.title')} data-testid="editor-release">
      <ReleaseSummary
        state={state}
        onPromote={() => void promote.run(undefined)}
        promoting={promote.pending}
        notAllowedText={t('versions.release.adminPromotes')}
      />
      {promote.error && (
        <p className={styles.notice} data-tone="danger" role="alert">
          {t(`errors.${isApiError(promote.error) ? promote.error.code : 'INTERNAL_ERROR'}`)}
        </p>
      )}
    </section>
  );
}
