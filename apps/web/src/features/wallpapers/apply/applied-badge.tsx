import { CheckIcon } from '../../../components/more-icons';
import { useTranslation } from '../../../i18n/react';
import styles from './apply.module.css';
import { useAppliedWallpaper } from './use-applied-wallpaper';

/**
 * "Applied" over a wallpaper card's picture when the store remembers that wallpaper as the one
 * applied from this browser. It appears after hydration (the server cannot know) and sits over
 * the picture, so nothing moves when it does.
 */
export function AppliedBadge({ extensionId }: { extensionId: string }) {
  const { t } = useTranslation();
  const applied = useAppliedWallpaper();
  if (applied?.extensionId !== extensionId) return null;
  return (
    <span className={styles.badge} data-testid="wallpaper-applied-badge">
      <CheckIcon size={14} />
      {t('wallpapers.applied')}
    </span>
  );
}
