import {
  APPROVAL_MODES,
  type ApprovalMode,
  type BrowserGroup,
  INSTALL_REQUEST_DENIAL_MAX,
  type InstallRequestEntry,
  type InstallRequestGroup,
} from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { shownGroupName } from '../../../lib/group-name';
import styles from '../admin.module.css';
import {
  DecisionFrame,
  failureText,
  NoteField,
  useDecisionWrite,
  useFocusedField,
} from '../components/decision-frame';
import type { RequestDecisionKind } from './request-card';
import own from './requests.module.css';
import { approveInstallRequest, denyInstallRequest } from './requests-api';

/** Refusals that mean the list is out of date: someone else decided, or the request is gone. */
const STALE = ['INSTALL_REQUEST_DECIDED', 'INSTALL_REQUEST_NOT_FOUND', 'GROUP_NOT_FOUND'];

interface Draft {
  groupId: string;
  mode: ApprovalMode;
  reason: string;
}

/**
 * The confirmation of a decision on one request. Approving names the group (the request's
 * own unless another is chosen) and how its browsers get the item; every open request for the
 * item from that group is approved with it. Denying needs a reason, which the requester reads.
 * The dialog closes once the section has been read again.
 */
export function RequestDecisionDialog({
  item,
  request,
  kind,
  groups,
  onClose,
}: {
  item: InstallRequestGroup;
  request: InstallRequestEntry;
  kind: RequestDecisionKind;
  groups: readonly BrowserGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    groupId: request.groupId,
    mode: 'allowed',
    reason: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const field = useFocusedField<HTMLTextAreaElement>();
  const write = useDecisionWrite(
    (sent: Draft) =>
      kind === 'approve'
        ? approveInstallRequest(request.id, { groupId: sent.groupId, mode: sent.mode })
        : denyInstallRequest(request.id, { reason: sent.reason.trim() }),
    STALE,
  );
  const name = item.name || item.extensionId;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (write.pending) return;
    if (kind === 'deny') {
      const length = draft.reason.trim().length;
      const found =
        length === 0
          ? t('admin.requests.problems.required')
          : length > INSTALL_REQUEST_DENIAL_MAX
            ? t('admin.requests.problems.max', { max: INSTALL_REQUEST_DENIAL_MAX })
            : null;
      setProblem(found);
      if (found) {
        field.current?.focus();
        return;
      }
    }
    if (!(await write.run(draft))) return;
    snackbar.show(t(`admin.requests.decisions.${kind}.done`, { item: name }));
    onClose();
  };

  return (
    <DecisionFrame
      title={t(`admin.requests.decisions.${kind}.title`, { item: name })}
      width={560}
      testId="install-request-dialog"
      intro={t(`admin.requests.decisions.${kind}.intro`, { name: request.requester.nickname })}
      failure={write.error ? failureText(t, write.error) : null}
      failureTestId="install-request-error"
      pending={write.pending}
      danger={false}
      submitLabel={
        write.pending ? t('admin.requests.sending') : t(`admin.requests.decisions.${kind}.submit`)
      }
      submitTestId="install-request-submit"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      {kind === 'approve' ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-group`} className={styles.label}>
              {t('admin.requests.approveGroup')}
            </label>
            <select
              id={`${id}-group`}
              className={`${styles.select} ${own.select}`}
              value={draft.groupId}
              onChange={(event) => setDraft({ ...draft, groupId: event.target.value })}
              data-testid="install-request-group"
            >
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.isDefault
                    ? t('admin.requests.defaultGroup', {
                        name: shownGroupName(t, group.name, true),
                      })
                    : group.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={own.modes}>
            <legend className={styles.label}>{t('admin.requests.approveMode')}</legend>
            {APPROVAL_MODES.map((mode) => (
              <label key={mode} className={styles.guideline}>
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={mode}
                  checked={draft.mode === mode}
                  onChange={() => setDraft({ ...draft, mode })}
                  data-testid={`install-request-mode-${mode}`}
                />
                <span className={styles.guidelineText}>
                  <span>{t(`admin.requests.modes.${mode}.label`)}</span>
                  <span className={styles.muted}>{t(`admin.requests.modes.${mode}.hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </>
      ) : (
        <NoteField
          id={`${id}-reason`}
          label={t('admin.requests.denyReason')}
          hint={t('admin.requests.denyHint')}
          value={draft.reason}
          max={INSTALL_REQUEST_DENIAL_MAX}
          rows={3}
          required
          problem={problem}
          problemTestId="install-request-problem"
          counter={(count) =>
            t('admin.requests.counter', { count, max: INSTALL_REQUEST_DENIAL_MAX })
          }
          counterRead
          onChange={(reason) => {
            setDraft({ ...draft, reason });
            setProblem(null);
          }}
          inputRef={field}
          testId="install-request-reason-field"
        />
      )}
    </DecisionFrame>
  );
}
