import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink, AppNavigate } from '../../../components/app-link';
import { InboxIcon } from '../../../components/icons';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';
import { StatusPanel } from '../../../components/status-panel';
import {
  DASHBOARD_ITEM_TYPES,
  DASHBOARD_PATH,
  type DashboardItemType,
  isDashboardItemType,
} from '../access/decide-developer-access';

/** Where "Upload new" starts for each tab: a new upload uses the literal id draft. */
const UPLOAD_PATHS: Record<DashboardItemType, string> = {
  extensions: '/developers/upload/extension/draft',
  webapps: '/developers/upload/webapp/draft',
};

/** /developers/dashboard/:itemType(extensions|webapps) */
export function DashboardPage() {
  const { t } = useTranslation();
  const { itemType } = useParams();
  if (!isDashboardItemType(itemType)) return <AppNavigate to={DASHBOARD_PATH} />;
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
      <StatusPanel
        icon={<InboxIcon size={30} />}
        title={t('common.nothingToDisplay')}
        message={t(`developers.dashboard.${itemType}Hint`)}
        testId="empty-state"
        actions={
          <AppLink
            to={UPLOAD_PATHS[itemType]}
            className="button button-primary"
            data-testid="dashboard-upload"
          >
            {t('developers.dashboard.uploadNew')}
          </AppLink>
        }
      />
    </Page>
  );
}
