import type { BrowsersOverview } from '@lagoon/contract';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { BreakableText } from '../../../components/breakable-text';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { useRenderEnv } from '../../../lib/render-env';
import styles from '../admin.module.css';
import { guessPolicyTarget, readPolicyTarget } from './browser-policy';
import own from './browsers.module.css';
import type { BrowsersData } from './browsers-loader';
import { GroupsSection } from './groups-section';
import { InstallProblemsSection } from './install-problems-section';
import { OUTSIDE_ITEMS_PATH } from './outside-items-loader';
import { PolicyFilePanel } from './policy-file-panel';
import { PolicyItemsSection } from './policy-items-section';

/**
 * /admin/browsers: how to connect an organisation's browsers to the store (the enterprise
 * policy for each browser and operating system) and which items that policy installs or
 * blocks. The console shell checks the administrator.
 */
export function BrowsersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The picker follows the address at once; the file shown is the one the loader read.
  const target = readPolicyTarget(params, guessPolicyTarget(useRenderEnv().userAgent));
  const data = useLoaderData() as BrowsersData | null;
  const revalidator = useRevalidator();
  const overview = data?.overview;
  return (
    <Page
      title={t('admin.browsers.title')}
      description={t('admin.browsers.description')}
      eyebrow={t('admin.title')}
      testId="admin-browsers"
    >
      <div className={styles.stack}>
        {!overview ? (
          <Spinner />
        ) : overview.error ? (
          <ErrorState error={overview.error} onRetry={() => void revalidator.revalidate()} />
        ) : (
          <ConnectionFacts overview={overview.data} />
        )}
        <GroupsSection groups={data?.groups} onRetry={() => void revalidator.revalidate()} />
        <section className={styles.card} aria-labelledby="browsers-outside">
          <h2 id="browsers-outside" className={styles.subheading}>
            <AppLink to={OUTSIDE_ITEMS_PATH} data-testid="browsers-outside-link">
              {t('admin.outside.link')}
            </AppLink>
          </h2>
          <p className={styles.hint}>{t('admin.outside.linkHint')}</p>
        </section>
        {data?.installs && <InstallProblemsSection problems={data.installs} />}
        <PolicyFilePanel target={target} policy={data?.policy} />
        <PolicyTerms />
        {overview?.data && <PolicyItemsSection items={overview.data.items} />}
      </div>
    </Page>
  );
}

function ConnectionFacts({ overview }: { overview: BrowsersOverview }) {
  const { t, i18n } = useTranslation();
  const changedAt = overview.changedAt
    ? (formatDate(overview.changedAt, i18n.language, 'dateTime') ?? overview.changedAt)
    : null;
  return (
    <section className={styles.card} aria-labelledby="browsers-connection">
      <h2 id="browsers-connection" className={styles.subheading}>
        {t('admin.browsers.connection.title')}
      </h2>
      <dl className={`${styles.facts} ${own.connection}`} data-testid="browsers-connection">
        <div>
          <dt>{t('admin.browsers.connection.storeOrigin')}</dt>
          <dd className={styles.mono} data-testid="browsers-store-origin">
            <BreakableText text={overview.storeOrigin} />
          </dd>
        </div>
        <div>
          <dt>{t('admin.browsers.connection.updateUrl')}</dt>
          <dd className={styles.mono} data-testid="browsers-update-url">
            <BreakableText text={overview.updateUrl} />
          </dd>
        </div>
        <div>
          <dt>{t('admin.browsers.connection.companion')}</dt>
          <dd data-testid="browsers-companion">
            <span className={styles.mono}>{overview.companion.id}</span>
            <br />
            <span className={styles.muted}>
              {t('admin.browsers.connection.companionVersion', {
                version: overview.companion.version,
              })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('admin.browsers.connection.changedAt')}</dt>
          <dd data-testid="browsers-changed-at">
            {changedAt && overview.changedAt ? (
              <time dateTime={overview.changedAt}>{changedAt}</time>
            ) : (
              t('admin.browsers.connection.never')
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('admin.browsers.connection.changedHint')}</p>
    </section>
  );
}

/** What pre-installed, required, blocked and removed mean, and the limits browsers set. */
function PolicyTerms() {
  const { t } = useTranslation();
  const terms = [
    { term: t('admin.browsers.effect.preinstalled'), text: t('admin.browsers.terms.preinstalled') },
    { term: t('admin.browsers.effect.required'), text: t('admin.browsers.terms.required') },
    { term: t('admin.browsers.effect.blocked'), text: t('admin.browsers.terms.blocked') },
    { term: t('admin.browsers.effect.removed'), text: t('admin.browsers.terms.removed') },
    { term: t('admin.browsers.terms.webApps'), text: t('admin.browsers.terms.webAppsText') },
    { term: t('admin.browsers.terms.themes'), text: t('admin.browsers.terms.themesText') },
  ];
  return (
    <section className={styles.card} aria-labelledby="browsers-terms" data-testid="browsers-terms">
      <h2 id="browsers-terms" className={styles.subheading}>
        {t('admin.browsers.terms.title')}
      </h2>
      <dl className={own.terms}>
        {terms.map(({ term, text }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <ul className={own.notes}>
        <li>{t('admin.browsers.terms.manifestV2')}</li>
        <li>{t('admin.browsers.terms.managedOnly')}</li>
        <li>{t('admin.browsers.terms.blocklist')}</li>
      </ul>
    </section>
  );
}
