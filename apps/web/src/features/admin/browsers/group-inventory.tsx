import type { BrowserGroup } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { formAlert } from './group-texts';
import { updateGroup } from './groups-api';

/**
 * Whether the group's browsers send inventory reports (docs/browsers.md, "Fleet inventory"):
 * off by default; the group's policy file hands the setting to the companion.
 */
export function GroupInventoryCard({ group }: { group: BrowserGroup }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const toggle = useWrite(
    (inventory: boolean) => updateGroup(group.id, { inventory, blockedInstallMessage: undefined }),
    {
      onSuccess: (_saved, inventory) => {
        snackbar.show(
          t(`admin.groups.inventory.${inventory ? 'turnedOn' : 'turnedOff'}`, { name: group.name }),
        );
      },
    },
  );
  const alert = formAlert(t, {}, toggle.error);
  return (
    <section
      className={styles.card}
      aria-labelledby="group-inventory"
      data-testid="group-inventory"
    >
      <h2 id="group-inventory" className={styles.subheading}>
        {t('admin.groups.inventory.title')}
      </h2>
      <p className={styles.hint}>{t('admin.groups.inventory.hint')}</p>
      <p data-testid="group-inventory-state" data-inventory={group.inventory ? 'true' : 'false'}>
        {t(group.inventory ? 'admin.groups.inventory.on' : 'admin.groups.inventory.off')}
      </p>
      <div>
        <button
          type="button"
          className="button button-secondary"
          disabled={toggle.pending}
          onClick={() => void toggle.run(!group.inventory)}
          data-testid="group-inventory-toggle"
        >
          {toggle.pending
            ? t('admin.groups.inventory.saving')
            : t(
                group.inventory
                  ? 'admin.groups.inventory.turnOff'
                  : 'admin.groups.inventory.turnOn',
              )}
        </button>
      </div>
      {group.inventory && (
        <p>
          <AppLink
            to="/admin/fleet"
            className="button button-secondary"
            data-testid="group-inventory-fleet"
          >
            {t('admin.groups.inventory.fleetLink')}
          </AppLink>
        </p>
      )}
      {alert && (
        <p className={styles.formAlert} role="alert" data-testid="group-inventory-error">
          {alert}
        </p>
      )}
    </section>
  );
}
