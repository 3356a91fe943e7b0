import { Route, Routes, useLocation } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';
import { useTranslation } from '../../../i18n/react';
import { BannersSection } from './banners-section';
import { CategoriesSection } from './categories-section';
import { CurationLogSection } from './curation-log-section';
import { PicksSection } from './picks-section';
import { WinnersSection } from './winners-section';

const BASE = '/admin/curation';

const SECTIONS = [
  { value: 'banners', element: <BannersSection /> },
  { value: 'picks', element: <PicksSection /> },
  { value: 'winners', element: <WinnersSection /> },
  { value: 'categories', element: <CategoriesSection /> },
  { value: 'log', element: <CurationLogSection /> },
] as const;

/**
 * /admin/curation/*: what the storefront features — banners, picks, contest winners and
 * categories — and the history of those changes. The console shell checks the administrator.
 */
export function CurationPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = SECTIONS.find(
    (section) =>
      pathname === `${BASE}/${section.value}` || pathname.startsWith(`${BASE}/${section.value}/`),
  );
  return (
    <Page
      title={active ? t(`admin.curation.sections.${active.value}`) : t('admin.nav.curation')}
      eyebrow={t('admin.nav.curation')}
      description={t('admin.curation.intro')}
      testId="admin-curation"
    >
      <SegmentedLinks
        label={t('admin.curation.sections.label')}
        testIdPrefix="curation-nav"
        items={SECTIONS.map((section) => ({
          value: section.value,
          label: t(`admin.curation.sections.${section.value}`),
          to: `${BASE}/${section.value}`,
          active: section === active,
        }))}
      />
      <Routes>
        <Route index element={<AppNavigate to={`${BASE}/banners`} />} />
        {SECTIONS.map((section) => (
          <Route key={section.value} path={section.value} element={section.element} />
        ))}
        <Route path="*" element={<NotFound headingLevel={2} />} />
      </Routes>
    </Page>
  );
}
