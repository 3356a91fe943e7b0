import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { isBrowserFlagged } from '../../../lib/browser-bridge';
import type { PolicyLibrary, PolicySection } from '../content/types';
import { POLICY_DOCS, type PolicyDocId, policyPath } from '../policy-docs';
import styles from './policy-aside.module.css';
import { useActiveSection } from './use-active-section';

/** Short documents read at a glance; a table of contents would only repeat their headings. */
const MIN_TOC_SECTIONS = 4;

interface PolicyAsideProps {
  current: PolicyDocId;
  library: PolicyLibrary;
  sections: readonly PolicySection[];
}

/** The side column: where the reader is in a long document, and the other documents. */
export function PolicyAside({ current, library, sections }: PolicyAsideProps) {
  const { t } = useTranslation();
  const showToc = sections.length >= MIN_TOC_SECTIONS;
  const active = useActiveSection(showToc ? sections.map((section) => section.id) : []);
  // Flagged browsers must not advertise the bug bounty programme (the footer hides it too).
  const docs = POLICY_DOCS.filter(
    (doc) => doc !== 'bug-bounty' || doc === current || !isBrowserFlagged(),
  );
  return (
    <aside className={styles.aside}>
      {showToc && (
        <nav className={styles.block} aria-labelledby="policy-toc-heading" data-testid="policy-toc">
          <h2 id="policy-toc-heading" className={styles.heading}>
            {t('policies.toc')}
          </h2>
          <ol className={styles.toc}>
            {sections.map((section) => (
              <li key={section.id}>
                <AppLink
                  to={{ hash: `#${section.id}` }}
                  className={styles.tocLink}
                  aria-current={section.id === active ? 'location' : undefined}
                >
                  {section.heading}
                </AppLink>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <nav className={styles.block} aria-labelledby="policy-nav-heading" data-testid="policy-nav">
        <h2 id="policy-nav-heading" className={styles.heading}>
          {t('policies.navLabel')}
        </h2>
        <ul className={styles.docs}>
          {docs.map((doc) => (
            <li key={doc}>
              <AppLink
                to={policyPath(doc)}
                className={styles.docLink}
                aria-current={doc === current ? 'page' : undefined}
                data-testid={`policy-nav-${doc}`}
              >
                {library[doc].title}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
