import type { BrowserGroup } from '@lagoon/contract';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { formAlert } from './group-texts';
import { updateGroup } from './groups-api';

/**
 * Whether the group is a pilot group, which receives a staged release's new version before
 * everyone else (see docs/browsers.md, "Staged releases"). The default group says why it
 * cannot be one.
 */
export function GroupPilotCard({ group }: { group: BrowserGroup }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const toggle = useWrite(
    (pilot: boolean) => updateGroup(group.id, { pilot, blockedInstallMessage: undefined }),
    {
      onSuccess: (_saved, pilot) => {
        snackbar.show(t(`admin.groups.pilot.${pilot ? 'made' : 'stopped'}`, { name: group.name }));
      },
    },
  );
  const alert = formAlert(t, {}, toggle.error);
  return (
    <section className={styles.card} aria-labelledby="group-pilot" data-testid="group-pilot">
      <h2 id="group-pilot" className={styles.subheading}>
        {t('admin.groups.pilot.title')}
      </h2>
      <p className={styles.hint}>{t('admin.groups.pilot.hint')}</p>
      {group.isDefault ? (
        <p className={styles.hint} data-testid="group-pilot-default">
          {t('admin.groups.pilot.defaultKept')}
        </p>
      ) : (
        <>
          <p data-testid="group-pilot-state" data-pilot={group.pilot ? 'true' : 'false'}>
            {t(group.pilot ? 'admin.groups.pilot.isPilot' : 'admin.groups.pilot.notPilot')}
          </p>
          <div>
            <button
              type="button"
              className="button button-secondary"
              disabled={toggle.pending}
              onClick={() => void toggle.run(!group.pilot)}
              data-testid="group-pilot-toggle"
            >
              {toggle.pending
                ? t('admin.groups.pilot.saving')
                : t(group.pilot ? 'admin.groups.pilot.stop' : 'admin.groups.pilot.make')}
            </button>
          </div>
          {alert && (
            <p className={styles.formAlert} role="alert" data-testid="group-pilot-error">
              {alert}
            </p>
          )}
        </>
      )}
    </section>
  );
}
