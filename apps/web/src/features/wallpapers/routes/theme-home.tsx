import { THEME_LISTS, ThemeList } from '@lagoon/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';

/** /wallpapers/:list(recommended|discover) */
export function ThemeHome() {
  const { t } = useTranslation();
  const list = ThemeList.safeParse(useParams().list);
  if (!list.success) return <AppNavigate to="/wallpapers/recommended" />;
  return (
    <Page
      title={t('wallpapers.title')}
      description={t('wallpapers.description')}
      actions={
        <SegmentedLinks
          label={t('wallpapers.listLabel')}
          testIdPrefix="wallpaper-list"
          items={THEME_LISTS.map((value) => ({
            value,
            label: t(`wallpapers.lists.${value}`),
            to: `/wallpapers/${value}`,
            active: value === list.data,
          }))}
        />
      }
      testId="theme-home"
    >
      <EmptyState />
    </Page>
  );
}
