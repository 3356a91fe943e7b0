import type { Language } from '@lagoon/contract';
import { Suspense, use, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { PolicyArticle } from '../components/policy-article';
import { PolicyAside } from '../components/policy-aside';
import { loadPolicies } from '../content/load-policies';
import type { PolicyLibrary } from '../content/types';
import { isPolicyDocId, type PolicyDocId } from '../policy-docs';
import styles from './policy-page.module.css';

/** /policies/:doc — the store's terms, privacy policy and other documents. */
export function PolicyPage() {
  const { doc } = useParams();
  const language = useLanguage();
  if (!isPolicyDocId(doc)) return <NotFound />;
  return (
    <Suspense fallback={<Spinner />}>
      <PolicyView doc={doc} language={language} library={loadPolicies(language)} />
    </Suspense>
  );
}

interface PolicyViewProps {
  doc: PolicyDocId;
  language: Language;
  library: Promise<PolicyLibrary>;
}

function PolicyView({ doc, language, library }: PolicyViewProps) {
  const documents = use(library);
  const policy = documents[doc];
  useDocumentTitle(policy.title);
  useScrollToAnchor(doc);
  return (
    <div className={styles.layout} data-testid="policy-page" data-doc={doc}>
      <PolicyArticle policy={policy} language={language} />
      <PolicyAside current={doc} library={documents} sections={policy.sections} />
    </div>
  );
}

/**
 * Opens an address such as /policies/privacy#cookies at that section. The router scrolls to an
 * anchor when it navigates, but on a first visit the text is still loading at that moment.
 */
function useScrollToAnchor(doc: PolicyDocId) {
  const { hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a document first shows; later anchors are the router's
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [doc]);
}
