import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { useTranslation } from '../../../i18n/react';
import type { Write } from '../../../lib/use-write';
import styles from './curation.module.css';
import { ReasonField } from './form-fields';
import { ProblemAlert, useCurationChange } from './shared';

/** A dialog's form state, and a setter of one of its fields. */
export function useCurationForm<F>(initial: () => F) {
  const [form, setForm] = useState<F>(initial);
  const set = <K extends keyof F>(key: K, value: F[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  return { form, setForm, set };
}

/** An address showing a file picked from the disk, released when the file changes. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

/**
 * The dialog that adds or edits one thing of the storefront: its fields, then the note for
 * the history and what the server refused, with Cancel and Save. Save sends the form as it
 * stands (once at a time); the dialog closes through the save's own onDone.
 */
export function CurationFormDialog<F extends { reason: string }>({
  open,
  onOpenChange,
  title,
  width,
  testId,
  form,
  onReason,
  save,
  saveTestId,
  savingLabel,
  saveDisabled,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  width?: number;
  testId: string;
  form: F;
  onReason: (reason: string) => void;
  save: Pick<Write<F, unknown>, 'run' | 'pending' | 'error'>;
  saveTestId: string;
  /** The Save button's words while saving, when the wait has more to say than "Saving…". */
  savingLabel?: string;
  /** Save cannot be pressed yet (a required file is missing). */
  saveDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.pending) void save.run(form);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={width}
      title={title}
      testId={testId}
      actions={
        <CurationButtons
          onCancel={() => onOpenChange(false)}
          label={t('admin.curation.common.save')}
          pending={save.pending}
          pendingLabel={savingLabel}
          disabled={saveDisabled}
          form={formId}
          testId={saveTestId}
        />
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        <ReasonField value={form.reason} onChange={onReason} />
        <ProblemAlert error={save.error} />
      </form>
    </Dialog>
  );
}

/** The curation dialogs' buttons: the shared ones, saying "Saving…" unless told otherwise. */
function CurationButtons({
  danger,
  pendingLabel,
  ...props
}: Omit<ComponentProps<typeof DialogButtons>, 'className'> & { danger?: boolean }) {
  const { t } = useTranslation();
  return (
    <DialogButtons
      {...props}
      pendingLabel={pendingLabel ?? t('admin.curation.common.saving')}
      className={danger ? styles.danger : undefined}
    />
  );
}

/** Asks before a removal, with the note for the history; stays open when the change fails. */
export function DeleteDialog({
  title,
  intro,
  onDelete,
  onClose,
  testId,
}: {
  title: string;
  intro: string;
  onDelete: (reason: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const change = useCurationChange((note: string) => onDelete(note), { onDone: onClose });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      testId={testId}
      actions={
        <CurationButtons
          onCancel={onClose}
          label={t('admin.curation.common.delete')}
          pending={change.pending}
          danger
          onConfirm={() => change.run(reason)}
          testId={`${testId}-confirm`}
        />
      }
    >
      <div className={styles.form}>
        <p>{intro}</p>
        <ReasonField value={reason} onChange={setReason} />
        <ProblemAlert error={change.error} />
      </div>
    </Dialog>
  );
}
