import { useTranslation } from '../i18n/react';

interface DialogButtonsProps {
  onCancel: () => void;
  /** The dialog's own button: Save, Send, Delete… */
  label: string;
  /** What the button says while the change is sent; its label when not given. */
  pendingLabel?: string;
  pending: boolean;
  disabled?: boolean;
  /** Cancel waits too while the change is sent. */
  holdCancel?: boolean;
  /** Classes beside the primary button's own (a dangerous action's colour). */
  className?: string;
  /** With a form's id the button sends that form; else it runs onConfirm. */
  form?: string;
  onConfirm?: () => void;
  testId: string;
}

/** Cancel and the dialog's own button, for the actions of a dialog that sends something. */
export function DialogButtons({
  onCancel,
  label,
  pendingLabel,
  pending,
  disabled,
  holdCancel,
  className,
  form,
  onConfirm,
  testId,
}: DialogButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={onCancel}
        disabled={holdCancel && pending}
      >
        {t('common.cancel')}
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className={className ? `button button-primary ${className}` : 'button button-primary'}
        disabled={pending || disabled}
        onClick={onConfirm}
        data-testid={testId}
      >
        {pending && pendingLabel ? pendingLabel : label}
      </button>
    </>
  );
}
