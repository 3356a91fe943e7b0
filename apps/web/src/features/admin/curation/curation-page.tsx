import { useLoaderData, useLocation, useParams } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';
import { useTranslation } from '../../../i18n/react';
import { BannersSection } from './banners-section';
import { CategoriesSection } from './categories-section';
import { CURATION_SECTIONS, type CurationData, curationSectionOf } from './curation-loader';
import { CurationLogSection } from './curation-log-section';
import { EventsSection } from './events-section';
import { MobileSitesSection } from './mobile-sites-section';
import { PicksSection } from './picks-section';
import { SocialLinksSection } from './social-links-section';
import { WinnersSection } from './winners-section';

const BASE = '/admin/curation';

/** The section the address names, with what the page's loader read for it. */
function Section({ data }: { data: CurationData }) {
  const splat = useParams()['*'];
  switch (curationSectionOf(splat)) {
    case '':
      return <AppNavigate to={`${BASE}/banners`} />;
    case 'banners':
      return <BannersSection banners={data.banners} />;
    case 'picks':
      return <PicksSection picks={data.picks} />;
    case 'winners':
      return <WinnersSection winners={data.winners} />;
    case 'categories':
      return <CategoriesSection categories={data.categories} />;
    case 'mobile-sites':
      return <MobileSitesSection sites={data.mobileSites} />;
    case 'events':
      return <EventsSection events={data.events} />;
    case 'footer':
      return <SocialLinksSection links={data.socialLinks} />;
    case 'log':
      return <CurationLogSection log={data.log} />;
    default:
      return <NotFound headingLevel={2} />;
  }
}

/**
 * /admin/curation/*: what the storefront features — banners, picks, contest winners,
 * categories, the sidebar's mobile websites, event pages and the footer's social links — and the
 * history of those changes. The console shell checks the administrator;
 * the route's loader reads the section the address names (see curation-loader.ts).
 */
export function CurationPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const data = (useLoaderData() as CurationData | null) ?? {};
  const active = CURATION_SECTIONS.find(
    (section) => pathname === `${BASE}/${section}` || pathname.startsWith(`${BASE}/${section}/`),
  );
  return (
    <Page
      title={active ? t(`admin.curation.sections.${active}`) : t('admin.nav.curation')}
      eyebrow={t('admin.nav.curation')}
      description={t('admin.curation.intro')}
      testId="admin-curation"
    >
      <SegmentedLinks
        label={t('admin.curation.sections.label')}
        testIdPrefix="curation-nav"
        items={CURATION_SECTIONS.map((section) => ({
          value: section,
          label: t(`admin.curation.sections.${section}`),
          to: `${BASE}/${section}`,
          active: section === active,
        }))}
      />
      <Section data={data} />
    </Page>
  );
}
