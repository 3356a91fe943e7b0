import type { BrowserGroup, BrowserGroupList } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { ErrorState } from '../../../components/error-state';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { shownGroupDescription, shownGroupName } from '../../../lib/group-name';
import type { Read } from '../../../lib/read';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { GroupBasicFields, type GroupBasics } from './group-basic-fields';
import { type FieldProblems, refusalProblems, withoutField } from './group-form';
import { formAlert } from './group-texts';
import own from './groups.module.css';
import { createGroup } from './groups-api';
import { groupPath } from './groups-loader';
import { RolloutCell } from './policy-rollout-view';

/**
 * The Browsers page's groups: each department's group with its install mode, entries, when
 * its policy last changed and how many of its browsers run an older copy of the file (marked
 * "Behind"), the default group first, and a way to create one.
 */
export function GroupsSection({
  groups,
  onRetry,
}: {
  groups: Read<BrowserGroupList> | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const list = groups?.data?.groups;
  return (
    <section
      className={styles.section}
      aria-labelledby="browser-groups"
      data-testid="browser-groups"
    >
      <div className={own.sectionHeader}>
        <div>
          <h2 id="browser-groups" className={styles.sectionTitle}>
            {t('admin.groups.title')}{' '}
            {list && (
              <span className={styles.count}>
                {t('admin.groups.count', { count: list.length })}
              </span>
            )}
          </h2>
          <p className={styles.hint}>{t('admin.groups.intro')}</p>
        </div>
        <button
          type="button"
          className="button button-primary"
          onClick={() => setCreating(true)}
          data-testid="group-create"
        >
          {t('admin.groups.create.open')}
        </button>
      </div>
      {!groups ? (
        <Spinner />
      ) : groups.error ? (
        <ErrorState error={groups.error} onRetry={onRetry} />
      ) : (
        <GroupsTable groups={groups.data.groups} />
      )}
      <p className={styles.hint}>{t('admin.groups.defaultFile')}</p>
      {creating && <CreateGroupDialog onClose={() => setCreating(false)} />}
    </section>
  );
}

function GroupsTable({ groups }: { groups: readonly BrowserGroup[] }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('admin.groups.caption')}
      testId="groups-table"
      columns={
        <>
          <th scope="col">{t('admin.groups.columns.name')}</th>
          <th scope="col">{t('admin.groups.columns.installMode')}</th>
          <th scope="col">{t('admin.groups.columns.items')}</th>
          <th scope="col">{t('admin.groups.columns.changedAt')}</th>
          <th scope="col">{t('admin.groups.columns.rollout')}</th>
        </>
      }
    >
      {groups.map((group) => (
        <tr key={group.id} data-testid="group-row" data-group-id={group.id}>
          <th scope="row">
            <div className={styles.itemText}>
              <span className={own.groupName}>
                <AppLink
                  to={groupPath(group.id)}
                  className={styles.itemName}
                  data-testid="group-link"
                >
                  {shownGroupName(t, group.name, group.isDefault)}
                </AppLink>
                {group.isDefault && (
                  <span className={styles.badge} data-tone="primary" data-testid="group-default">
                    {t('admin.groups.defaultBadge')}
                  </span>
                )}
                {group.pilot && (
                  <span className={styles.badge} data-tone="accent" data-testid="group-pilot-badge">
                    {t('admin.groups.pilotBadge')}
                  </span>
                )}
              </span>
              <span className={own.description}>
                {shownGroupDescription(t, group) || t('admin.groups.noDescription')}
              </span>
            </div>
          </th>
          <td>
            <span
              className={styles.badge}
              data-tone={group.installMode === 'allowlist' ? 'accent' : undefined}
              data-testid="group-install-mode"
            >
              {t(`admin.groups.installMode.${group.installMode}`)}
            </span>
          </td>
          <td className={styles.nowrap} data-testid="group-item-count">
            {t('admin.groups.itemCount', { count: group.itemCount })}
          </td>
          <td className={styles.nowrap}>
            <time dateTime={group.policyChangedAt}>
              {formatDate(group.policyChangedAt, i18n.language, 'dateTime') ??
                group.policyChangedAt}
            </time>
          </td>
          <td>
            <RolloutCell rollout={group.policyRollout} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Name, description and install mode of a new group; it opens on its page once created. */
function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const navigate = useAppNavigate();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<GroupBasics>({
    name: '',
    description: '',
    installMode: 'open',
  });
  const [problems, setProblems] = useState<FieldProblems>({});
  const create = useWrite(
    (group: GroupBasics) =>
      createGroup({
        ...group,
        blockedPermissions: [],
        runtimeBlockedHosts: [],
        runtimeAllowedHosts: [],
        blockedInstallMessage: null,
      }),
    {
      // The new group's page reads it; the list is read again when the page is visited.
      revalidate: false,
      onSuccess: (created) => {
        snackbar.show(t('admin.groups.create.created', { name: created.name }));
        navigate(groupPath(created.id));
      },
      onError: (error) => setProblems(refusalProblems(error)),
    },
  );
  const set = <K extends keyof GroupBasics>(key: K, value: GroupBasics[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblems((current) => withoutField(current, key));
    if (create.error) create.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.pending) return;
    const name = draft.name.trim();
    if (!name) {
      setProblems({ name: t('admin.groups.fields.nameRequired') });
      return;
    }
    void create.run({ ...draft, name, description: draft.description.trim() });
  };
  const alert = formAlert(t, problems, create.error);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.groups.create.title')}
      width={640}
      testId="group-create-dialog"
      actions={
        <DialogButtons
          onCancel={onClose}
          label={t('admin.groups.create.save')}
          pendingLabel={t('admin.groups.create.saving')}
          pending={create.pending}
          form={formId}
          testId="group-create-save"
        />
      }
    >
      <form id={formId} className={own.form} onSubmit={onSubmit} noValidate>
        <GroupBasicFields
          formId={formId}
          draft={draft}
          problems={problems}
          onChange={set}
          testIdPrefix="group-create"
        />
        {alert && (
          <p className={styles.formAlert} role="alert" data-testid="group-create-error">
            {alert}
          </p>
        )}
      </form>
    </Dialog>
  );
}
