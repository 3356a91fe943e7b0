import type { BrowserGroupDetail, CategoryType, GroupItemMode } from '@lagoon/contract';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { ItemSearch } from '../curation/item-search';
import { ITEM_MODE_CHOICES, isInstallingMode, newEntryInput } from './group-entry';
import { formAlert } from './group-texts';
import { setGroupItem } from './groups-api';
import { OutsideItemSearch } from './outside-item-search';

/**
 * The kinds of item a group may set: extensions (sidebars too), themes and web apps, and
 * extensions from elsewhere.
 */
const STORE_KINDS = ['extension', 'theme', 'app'] as const satisfies readonly CategoryType[];
const ADD_KINDS = [...STORE_KINDS, 'outside'] as const;
type AddKind = (typeof ADD_KINDS)[number];

/**
 * Finds an extension, theme or web app and gives it a mode in the group. Pre-installing or
 * requiring offers only what browsers could install; allowing or blocking any listed item.
 */
export function AddGroupItem({ group }: { group: BrowserGroupDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const snackbar = useSnackbar();
  const [kind, setKind] = useState<AddKind>('extension');
  const [mode, setMode] = useState<GroupItemMode>(
    group.installMode === 'allowlist' ? 'allowed' : 'force_installed',
  );
  const add = useWrite(
    (choice: { extensionId: string; name: string }) =>
      setGroupItem(group.id, choice.extensionId, newEntryInput(mode)),
    {
      onSuccess: (_, choice) =>
        snackbar.show(
          t('admin.groups.add.added', { name: choice.name, mode: t(`admin.groups.mode.${mode}`) }),
        ),
    },
  );
  const present = new Set(group.items.map((item) => item.extensionId));
  const alert = formAlert(t, {}, add.error);
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="group-add">
      <h2 id={`${id}-title`} className={styles.subheading}>
        {t('admin.groups.add.title')}
      </h2>
      <p className={styles.hint}>{t('admin.groups.add.hint')}</p>
      <div className={styles.filters}>
        <div className={`${styles.field} ${styles.selectField}`}>
          <label htmlFor={`${id}-kind`} className={styles.label}>
            {t('admin.browsers.add.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className={styles.select}
            value={kind}
            onChange={(event) =>
              setKind(ADD_KINDS.find((value) => value === event.target.value) ?? 'extension')
            }
            data-testid="group-add-kind"
          >
            {ADD_KINDS.map((value) => (
              <option key={value} value={value}>
                {value === 'outside'
                  ? t('admin.outside.title')
                  : t(`admin.browsers.add.kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.selectField}`}>
          <label htmlFor={`${id}-mode`} className={styles.label}>
            {t('admin.groups.add.addAs')}
          </label>
          <select
            id={`${id}-mode`}
            className={styles.select}
            value={mode}
            onChange={(event) =>
              setMode(ITEM_MODE_CHOICES.find((value) => value === event.target.value) ?? mode)
            }
            aria-describedby={`${id}-mode-hint`}
            data-testid="group-add-mode"
          >
            {ITEM_MODE_CHOICES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.groups.mode.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-mode-hint`} className={styles.hint}>
        {t(`admin.groups.modeText.${mode}`)}
      </p>
      {kind === 'outside' ? (
        <OutsideItemSearch
          skip={(extensionId) => present.has(extensionId)}
          disabled={add.pending}
          actionLabel={t('admin.groups.add.choose')}
          onChoose={(item) => void add.run({ extensionId: item.extensionId, name: item.name })}
        />
      ) : (
        <ItemSearch
          type={kind}
          actionLabel={t('admin.groups.add.choose')}
          skip={(item) => present.has(item.extensionId)}
          disabled={add.pending}
          installable={isInstallingMode(mode)}
          onChoose={(item) =>
            void add.run({ extensionId: item.extensionId, name: item.name ?? item.extensionId })
          }
          testId="group-search"
        />
      )}
      {alert && (
        <p className={styles.formAlert} role="alert" data-testid="group-add-error">
          {alert}
        </p>
      )}
    </section>
  );
}
