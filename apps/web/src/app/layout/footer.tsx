import { LANGUAGES, type StoreLinks } from '@lagoon/contract';
import { Logo } from '../../components/logo';
import { StoreLink } from '../../components/store-link';
import { useStoreConfig } from '../../features/session';
import { useTranslation } from '../../i18n/react';
import { isBrowserFlagged } from '../../lib/browser-bridge';
import { resolveStoreLink } from '../../lib/store-link';
import { useLanguage } from '../../lib/use-language';
import styles from './footer.module.css';
import { useSwitchLanguage } from './use-switch-language';

type FooterLinkKey = Exclude<keyof StoreLinks, 'social' | 'download'>;

const LINK_ORDER: readonly { key: FooterLinkKey; testId: string }[] = [
  { key: 'terms', testId: 'footer-link-terms' },
  { key: 'privacy', testId: 'footer-link-privacy' },
  { key: 'whitePaper', testId: 'footer-link-white-paper' },
  { key: 'contact', testId: 'footer-link-contact' },
  { key: 'bugBounty', testId: 'footer-link-bug-bounty' },
  { key: 'corp', testId: 'footer-link-corp' },
];

function socialTestId(name: string): string {
  return `footer-social-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export function Footer() {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const links = config?.links;
  // Flagged browsers must not advertise the bug bounty programme.
  const hideBugBounty = isBrowserFlagged();
  const visibleLinks = LINK_ORDER.filter(
    ({ key }) => resolveStoreLink(links?.[key]) && !(key === 'bugBounty' && hideBugBounty),
  );

  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo />
            <p className={styles.tagline}>{t('app.tagline')}</p>
          </div>
          <StoreLink
            href={links?.download}
            className="button button-secondary"
            testId="footer-link-download"
            externalIconSize={16}
          >
            {t('footer.download')}
          </StoreLink>
        </div>

        <div className={styles.middle}>
          <ul className={styles.links}>
            {visibleLinks.map(({ key, testId }) => (
              <li key={key}>
                <StoreLink
                  href={links?.[key]}
                  className={key === 'privacy' ? styles.strong : undefined}
                  testId={testId}
                >
                  {t(`footer.${key}`)}
                </StoreLink>
              </li>
            ))}
          </ul>
          {links && links.social.length > 0 && (
            <ul className={styles.social} aria-label={t('footer.social')}>
              {links.social.map((social) => (
                <li key={social.url}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    data-testid={socialTestId(social.name)}
                  >
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright} data-testid="footer-copyright">
            {t('footer.copyright', { year: new Date().getFullYear() })}
            {config?.version && (
              <span className={styles.version}>
                {t('footer.version', { version: config.version })}
              </span>
            )}
          </p>
          <fieldset className={styles.languages} data-testid="footer-language-switch">
            <legend className="visually-hidden">{t('language.label')}</legend>
            {LANGUAGES.map((option) => (
              <button
                key={option}
                type="button"
                lang={option}
                className={styles.languageButton}
                aria-pressed={option === language}
                onClick={() => switchLanguage(option)}
                data-testid={`footer-language-${option}`}
              >
                {t(`language.${option}`)}
              </button>
            ))}
          </fieldset>
        </div>
      </div>
    </footer>
  );
}
