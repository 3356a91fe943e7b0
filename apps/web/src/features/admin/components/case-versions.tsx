import type { ItemReleaseState, RollbackPlan } from '@lagoon/contract';
import { VersionsPanel } from '../../../components/rollback/versions-panel';
import { useTranslation } from '../../../i18n/react';
import { rollBackItem } from '../../rollback/rollback-api';
import styles from '../admin.module.css';

/** The case's published versions, where an administrator rolls the item back to an earlier one. */
export function CaseVersions({
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
    <section className={styles.section} aria-labelledby="case-versions" data-testid="case-versions">
      <h2 id="case-versions" className={styles.sectionTitle}>
        {t('versions.rollback.sectionTitle')}
      </h2>
      <VersionsPanel
        plan={plan}
        release={release}
        onRollback={(input) => rollBackItem('admin', extensionId, input)}
      />
    </section>
  );
}
