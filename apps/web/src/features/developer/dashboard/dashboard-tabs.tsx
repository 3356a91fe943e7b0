import { SegmentedLinks } from '../../../components/segmented-links';
import { useTranslation } from '../../../i18n/react';
import { DASHBOARD_ITEM_TYPES, type DashboardItemType } from '../access/decide-developer-access';

/**
 * What the dashboard's tabs lead to: the developer's items of each type, their ratings and the
 * developer's access tokens.
 */
export type DashboardTab = DashboardItemType | 'ratings' | 'tokens';

/** The developer dashboard's tabs, shared by the item lists and the ratings page. */
export function DashboardTabs({ active }: { active: DashboardTab }) {
  const { t } = useTranslation();
  return (
    <SegmentedLinks
      label={t('developers.dashboard.tabsLabel')}
      testIdPrefix="dashboard-tab"
      items={[
        ...DASHBOARD_ITEM_TYPES.map((value) => ({
          value,
          label: t(`developers.dashboard.${value}`),
          to: `/developers/dashboard/${value}`,
          active: value === active,
        })),
        {
          value: 'ratings',
          label: t('developers.dashboard.ratings'),
          to: '/developers/ratings',
          active: active === 'ratings',
        },
        {
          value: 'tokens',
          label: t('developers.tokens.menu'),
          to: '/developers/tokens',
          active: active === 'tokens',
        },
      ]}
    />
  );
}
