import { TERMS_DIALOG_WIDTH } from '@lagoon/contract';
import { useState } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import { agreeToTerms } from '../api/creator-api';
import { CheckboxField } from './checkbox-field';
import styles from './developer-dialogs.module.css';
import { DEVELOPER_TERMS_PATH, ReadTermsLink, TERMS_PATH } from './terms-links';

/**
 * The terms dialog over the developer area for a developer missing an agreement. The
 * area stays unusable until both are given: closing the dialog leaves for the store home.
 */
export function TermsDialog() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [terms, setTerms] = useState(false);
  const [developerTerms, setDeveloperTerms] = useState(false);
  // The session is read again afterwards: with both agreements on file the guard drops the dialog.
  const agreement = useWrite(agreeToTerms);

  const leave = () => navigate('/', { replace: true });
  const error = agreement.error;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) leave();
      }}
      title={t('developers.terms.title')}
      width={TERMS_DIALOG_WIDTH}
      testId="terms-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={leave}
            data-testid="terms-leave"
          >
            {t('developers.terms.leave')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!terms || !developerTerms || agreement.pending}
            onClick={() => void agreement.run()}
            data-testid="terms-agree"
          >
            {agreement.pending ? t('developers.terms.agreeing') : t('developers.terms.agree')}
          </button>
        </>
      }
    >
      <div className={styles.stack}>
        <p>{t('developers.terms.message')}</p>
        <div className={styles.checks}>
          <CheckboxField
            id="terms-dialog-terms"
            checked={terms}
            onChange={setTerms}
            label={t('developers.profile.agreeTerms')}
            aside={<ReadTermsLink to={TERMS_PATH} />}
            testId="terms-dialog-terms"
          />
          <CheckboxField
            id="terms-dialog-developer-terms"
            checked={developerTerms}
            onChange={setDeveloperTerms}
            label={t('developers.profile.agreeDeveloperTerms')}
            aside={<ReadTermsLink to={DEVELOPER_TERMS_PATH} />}
            testId="terms-dialog-developer-terms"
          />
        </div>
        {error && (
          <p className={styles.error} role="alert" data-testid="terms-dialog-error">
            {t(`errors.${isApiError(error) ? error.code : 'INTERNAL_ERROR'}`)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
