import type { ItemReleaseState, RollbackPlan } from '@lagoon/contract';
import { VersionsPanel } from '../../../components/rollback/versions-panel';
import { useTranslation } from '../../../i18n/react';
import { rollBackItem } from '../../rollback/rollback-api';
import styles from './editor.module.css';

/**
 * The editor's list of the item's published versions, where the developer rolls the item back
 * to an earlier one (no administrator is asked; the store's log records it).
 */
export function VersionsSection({
  extensionId,
  plan,
  release = null,
}: {
  extensionId: string;
  plan: RollbackPlan;
  /** The item's staged release, if any: which version pilot groups and everyone else get. */
  release?: ItemReleaseState | null;
}) {
  const { t } = useTranslation();
  return (
    // The editor's column, so the card lines up with the listing's cards above it.
    <div className={styles.editor}>
      <section
        className={styles.card}
        aria-labelledby="editor-versions"
        data-testid="editor-versions"
      >
        <header className={styles.cardHeader}>
          <h2 id="editor-versions" className={styles.cardTitle}>
            {t('versions.rollback.sectionTitle')}
          </h2>
        </header>
        <VersionsPanel
          plan={plan}
          release={release}
          onRollback={(input) => rollBackItem('creator', extensionId, input)}
        />
      </section>
    </div>
  );
}
