import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';

export const DASHBOARD_ITEM_TYPES = ['extensions', 'webapps'] as const;
type DashboardItemType = (typeof DASHBOARD_ITEM_TYPES)[number];

function isDashboardItemType(value: string | undefined): value is DashboardItemType {
  return (DASHBOARD_ITEM_TYPES as readonly (string | undefined)[]).includes(value);
}

/** /developers/dashboard/:itemType(extensions|webapps) */
export function DashboardPage() {
  const { t } = useTranslation();
  const { itemType } = useParams();
  if (!isDashboardItemType(itemType)) return <AppNavigate to="/developers/dashboard/extensions" />;
  return (
    <Page
      title={t('developers.dashboard.title')}
      description={t('developers.dashboard.description')}
      eyebrow={t('developers.title')}
      actions={
        <SegmentedLinks
          label={t('developers.dashboard.tabsLabel')}
          testIdPrefix="dashboard-tab"
          items={DASHBOARD_ITEM_TYPES.map((value) => ({
            value,
            label: t(`developers.dashboard.${value}`),
            to: `/developers/dashboard/${value}`,
            active: value === itemType,
          }))}
        />
      }
      testId="developer-dashboard"
    >
      <EmptyState />
    </Page>
  );
}
