import type { BrowserGroup } from '@lagoon/contract';
import { useState } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { formAlert } from './group-texts';
import own from './groups.module.css';
import { deleteGroup } from './groups-api';

/**
 * The end of a group: what becomes of its browsers, and a deletion asked for twice. The default
 * group says why it stays instead.
 */
export function DeleteGroupCard({ group }: { group: BrowserGroup }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      className={`${styles.card} ${own.dangerZone}`}
      aria-labelledby="group-delete"
      data-testid="group-delete"
    >
      <h2 id="group-delete" className={styles.subheading}>
        {t('admin.groups.remove.title')}
      </h2>
      {group.isDefault ? (
        <p className={styles.hint} data-testid="group-delete-kept">
          {t('admin.groups.remove.defaultKept')}
        </p>
      ) : (
        <>
          <p className={styles.hint}>{t('admin.groups.remove.hint')}</p>
          <div>
            <button
              type="button"
              className={`button button-secondary ${styles.dangerOutline}`}
              onClick={() => setConfirming(true)}
              data-testid="group-delete-open"
            >
              {t('admin.groups.remove.open')}
            </button>
          </div>
        </>
      )}
      {confirming && <DeleteGroupDialog group={group} onClose={() => setConfirming(false)} />}
    </section>
  );
}

function DeleteGroupDialog({ group, onClose }: { group: BrowserGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const snackbar = useSnackbar();
  const remove = useWrite(() => deleteGroup(group.id), {
    // The Browsers page reads its list as it opens; this page has nothing left to read.
    revalidate: false,
    onSuccess: () => {
      snackbar.show(t('admin.groups.remove.deleted', { name: group.name }));
      navigate('/admin/browsers');
    },
  });
  const alert = formAlert(t, {}, remove.error);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.groups.remove.confirmTitle', { name: group.name })}
      testId="group-delete-dialog"
      actions={
        <DialogButtons
          onCancel={onClose}
          label={t('admin.groups.remove.confirm')}
          pendingLabel={t('admin.groups.remove.deleting')}
          pending={remove.pending}
          holdCancel
          className={styles.dangerButton}
          onConfirm={() => void remove.run()}
          testId="group-delete-confirm"
        />
      }
    >
      <p>{t('admin.groups.remove.confirmText', { count: group.itemCount })}</p>
      {alert && (
        <p className={styles.formAlert} role="alert">
          {alert}
        </p>
      )}
    </Dialog>
  );
}
