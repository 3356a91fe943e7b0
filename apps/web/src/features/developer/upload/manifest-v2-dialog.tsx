import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import { CheckboxField } from '../components/checkbox-field';
import dialogStyles from '../components/developer-dialogs.module.css';
import { dismissManifestV2Warning } from './manifest-v2-preference';

/**
 * The Manifest V2 warning: the package was accepted, but its manifest version is on
 * its way out. "Don't show again" is remembered in this browser.
 */
export function ManifestV2Dialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const close = () => {
    if (dontShowAgain) dismissManifestV2Warning();
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('developers.upload.manifestV2.title')}
      width={520}
      testId="manifest-v2-dialog"
      actions={
        <button
          type="button"
          className="button button-primary"
          onClick={close}
          data-testid="manifest-v2-continue"
        >
          {t('developers.upload.manifestV2.continue')}
        </button>
      }
    >
      <div className={dialogStyles.stack}>
        <p>{t('developers.upload.manifestV2.message')}</p>
        <p>{t('developers.upload.manifestV2.migrate')}</p>
        <CheckboxField
          id="manifest-v2-dont-show"
          checked={dontShowAgain}
          onChange={setDontShowAgain}
          label={t('developers.upload.manifestV2.dontShowAgain')}
          testId="manifest-v2-dont-show"
        />
      </div>
    </Dialog>
  );
}
