import { AppLink } from '../../../components/app-link';
import { ExternalIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import styles from './terms-links.module.css';

/** The store's terms; the developer terms are their "Publishing as a developer" section. */
export const TERMS_PATH = '/policies/terms';
export const DEVELOPER_TERMS_PATH = '/policies/terms#developers';

/** "Read" next to an agreement: the document opens in a new tab so the form keeps its input. */
export function ReadTermsLink({ to, testId }: { to: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <AppLink to={to} target="_blank" rel="noopener" className={styles.link} data-testid={testId}>
      {t('developers.profile.readTerms')}
      <ExternalIcon size={14} />
    </AppLink>
  );
}
