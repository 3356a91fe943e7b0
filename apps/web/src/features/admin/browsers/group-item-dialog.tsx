import {
  BLOCKED_INSTALL_MESSAGE_MAX,
  type BrowserGroup,
  entryNeedsPolicyFile,
  type GroupItemInput,
  type GroupItemSetting,
  isWebAppType,
  MINIMUM_VERSION_MAX,
  RUNTIME_HOSTS_MAX,
  TOOLBAR_PINS,
} from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import {
  blockedForStore,
  type EntryDraft,
  entryDraftOf,
  entryInputOf,
  ITEM_MODE_CHOICES,
  isBlockingMode,
  policyEntryOf,
  shortList,
} from './group-entry';
import {
  checkLimits,
  type FieldProblems,
  fieldProblemsOf,
  HOST_FIELDS,
  refusalProblems,
  withoutField,
} from './group-form';
import { formAlert, limitCheckWords } from './group-texts';
import own from './groups.module.css';
import { setGroupItem } from './groups-api';
import { ChoiceField, HostLinesField, TextField } from './limit-fields';
import { PermissionPicker } from './permission-picker';

/**
 * What the group's policy file says for one item, as Chromium reads it: its
 * `ExtensionSettings` entry, or why it has none (it follows "*", or it is a web app).
 */
export function PolicyEntryView({ item, content }: { item: GroupItemSetting; content: string }) {
  const { t } = useTranslation();
  const entry = policyEntryOf(content, item.extensionId, item.productType);
  switch (entry.kind) {
    case 'webApp':
      return <p className={styles.hint}>{t('admin.groups.entry.fileWebApp')}</p>;
    case 'none':
      return <p className={styles.hint}>{t('admin.groups.entry.fileNone')}</p>;
    case 'unreadable':
      return <p className={styles.hint}>{t('admin.groups.entry.fileUnreadable')}</p>;
    case 'entry':
      return (
        <div className={styles.field}>
          <span className={styles.hint}>
            {t('admin.groups.entry.fileHint', { id: item.extensionId })}
          </span>
          <pre
            className={own.entryJson}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a wide entry by focusing its box
            tabIndex={0}
            data-testid="group-item-json"
          >
            {entry.json}
          </pre>
          {blockedForStore(item, entry) && (
            <p className={styles.warning}>{t('admin.groups.entry.storeBlocked')}</p>
          )}
        </div>
      );
  }
}

/**
 * One item's entry in a group: its mode (each with what it does), its own limits, minimum
 * version and toolbar button for an item that may run, the refusal message for one that may
 * not, and what the policy file says for it now. It stays open after a save, so the new entry
 * shows as Chromium will read it.
 */
export function GroupItemDialog({
  group,
  item,
  content,
  onClose,
}: {
  /** The group, whose lists apply where the entry sets none. */
  group: BrowserGroup;
  item: GroupItemSetting;
  /** The group's Linux policy file; null while it cannot be read. */
  content: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<EntryDraft>(() => entryDraftOf(item));
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useWrite(
    (entry: GroupItemInput) => setGroupItem(group.id, item.extensionId, entry),
    {
      onSuccess: (_, entry) => {
        // Allowing or blocking a store item is served at once; anything the file carries (or
        // carried before this change) waits for the group's new file.
        const atOnce = !item.source && !entryNeedsPolicyFile(entry) && !entryNeedsPolicyFile(item);
        snackbar.show(
          t(atOnce ? 'admin.groups.entry.savedAtOnce' : 'admin.groups.entry.saved', {
            name: item.name,
            mode: t(`admin.groups.mode.${entry.mode}`),
          }),
        );
      },
      onError: (error) => setProblems(refusalProblems(error)),
    },
  );
  const set = <K extends keyof EntryDraft>(key: K, value: EntryDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblems((current) => withoutField(current, key));
    if (save.error) save.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.pending) return;
    const entry = entryInputOf(draft);
    const found = fieldProblemsOf(checkLimits(entry, limitCheckWords(t)));
    setProblems(found);
    if (Object.keys(found).length === 0) void save.run(entry);
  };
  const modes = ITEM_MODE_CHOICES.map((mode) => ({
    value: mode,
    label: t(`admin.groups.mode.${mode}`),
    hint: t(`admin.groups.modeText.${mode}`),
  }));
  const webApp = isWebAppType(item.productType);
  const blocking = isBlockingMode(draft.mode);
  const alert = formAlert(t, problems, save.error);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.groups.entry.title', { name: item.name })}
      width={760}
      testId="group-item-dialog"
      actions={
        <DialogButtons
          onCancel={onClose}
          label={t('admin.groups.entry.save')}
          pendingLabel={t('admin.groups.entry.saving')}
          pending={save.pending}
          form={formId}
          testId="group-item-save"
        />
      }
    >
      <form id={formId} className={own.form} onSubmit={onSubmit} noValidate>
        <ChoiceField
          legend={t('admin.groups.entry.mode')}
          name={`${formId}-mode`}
          value={draft.mode}
          choices={modes}
          onChange={(value) => set('mode', value)}
          testId="group-item-mode"
        />
        {webApp ? (
          <p className={styles.hint}>{t('admin.groups.entry.webApp')}</p>
        ) : blocking ? (
          <>
            <p className={styles.hint}>{t('admin.groups.entry.noLimits')}</p>
            <TextField
              label={t('admin.groups.entry.blockedInstallMessage')}
              hint={t('admin.groups.entry.blockedInstallMessageHint')}
              value={draft.blockedInstallMessage}
              onChange={(value) => set('blockedInstallMessage', value)}
              max={BLOCKED_INSTALL_MESSAGE_MAX}
              problem={problems.blockedInstallMessage}
              rows={3}
              testId="group-item-message"
            />
          </>
        ) : (
          <EntryLimits group={group} draft={draft} set={set} problems={problems} />
        )}
        {alert && (
          <p className={styles.formAlert} role="alert" data-testid="group-item-error">
            {alert}
          </p>
        )}
        <section className={styles.field} aria-labelledby={`${formId}-file`}>
          <h3 id={`${formId}-file`} className={styles.subheading}>
            {t('admin.groups.entry.fileTitle')}
          </h3>
          {content === null ? (
            <p className={styles.hint}>{t('admin.groups.entry.fileUnreadable')}</p>
          ) : (
            <PolicyEntryView item={item} content={content} />
          )}
          <p className={styles.hint}>{t('admin.groups.entry.afterSave')}</p>
        </section>
      </form>
    </Dialog>
  );
}

/** The limits of an item that may run: its own lists, minimum version and toolbar button. */
function EntryLimits({
  group,
  draft,
  set,
  problems,
}: {
  group: BrowserGroup;
  draft: EntryDraft;
  set: <K extends keyof EntryDraft>(key: K, value: EntryDraft[K]) => void;
  problems: FieldProblems;
}) {
  const { t } = useTranslation();
  const id = useId();
  const groupList = (values: readonly string[]) =>
    values.length > 0
      ? t('admin.groups.entry.groupList', { list: shortList(values) })
      : t('admin.groups.entry.groupListNone');
  return (
    <>
      <h3 className={styles.subheading}>{t('admin.groups.entry.limitsTitle')}</h3>
      <p className={styles.hint}>{t('admin.groups.entry.limitsHint')}</p>
      <PermissionPicker
        label={t('admin.groups.fields.blockedPermissions')}
        hint={t('admin.groups.fields.blockedPermissionsHint')}
        chosen={draft.blockedPermissions}
        onChange={(next) => set('blockedPermissions', next)}
        problems={problems}
        emptyText={groupList(group.blockedPermissions)}
        testId="group-item-permissions"
      />
      {HOST_FIELDS.map((field) => (
        <HostLinesField
          key={field}
          field={field}
          label={t(`admin.groups.fields.${field}`)}
          hint={t(`admin.groups.fields.${field}Hint`)}
          text={draft[field]}
          onChange={(text) => set(field, text)}
          problems={problems}
          max={RUNTIME_HOSTS_MAX}
          emptyText={groupList(group[field])}
          testId={`group-item-${field}`}
        />
      ))}
      <div className={own.pair}>
        <TextField
          label={t('admin.groups.entry.minimumVersion')}
          hint={t('admin.groups.entry.minimumVersionHint')}
          value={draft.minimumVersion}
          onChange={(value) => set('minimumVersion', value)}
          max={MINIMUM_VERSION_MAX}
          problem={problems.minimumVersion}
          testId="group-item-minimum-version"
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-pin`} className={styles.label}>
            {t('admin.groups.entry.toolbarPin')}
          </label>
          <select
            id={`${id}-pin`}
            className={styles.select}
            value={draft.toolbarPin}
            onChange={(event) =>
              set('toolbarPin', TOOLBAR_PINS.find((pin) => pin === event.target.value) ?? '')
            }
            data-testid="group-item-pin"
          >
            <option value="">{t('admin.groups.toolbarPin.none')}</option>
            {TOOLBAR_PINS.map((pin) => (
              <option key={pin} value={pin}>
                {t(`admin.groups.toolbarPin.${pin}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}
