import { type FormEvent, type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import type { Translate } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';

/**
 * The pieces every decision dialog of the console shares (a review case's decisions, a
 * reported item's, a reported rating's): the frame with its intro, failure and buttons, and
 * the counted note field.
 */

/** Why a decision failed, in words: the contract's message for the server's code. */
export function failureText(t: Translate, error: Error): string {
  return isApiError(error) ? t(`errors.${error.code}`) : t('errors.INTERNAL_ERROR');
}

/**
 * A decision's write. A refusal with one of `staleCodes` means the list behind the dialog is
 * out of date (someone else decided first, or the thing is gone): it is read again, so it
 * shows things as they are now.
 */
export function useDecisionWrite<I, O>(
  write: (input: I) => Promise<O>,
  staleCodes: readonly string[],
) {
  const revalidator = useRevalidator();
  return useWrite(write, {
    onError: (error) => {
      if (isApiError(error) && staleCodes.includes(error.code)) void revalidator.revalidate();
    },
  });
}

/** A ref to the dialog's first field, which has the focus once the dialog opens. */
export function useFocusedField<T extends HTMLElement>() {
  const field = useRef<T>(null);
  useEffect(() => {
    field.current?.focus();
  }, []);
  return field;
}

/**
 * A decision's dialog: what the decision does, the last failure, the fields, and Cancel and
 * the decision's button (red when it takes something away). While the decision is sent
 * nothing closes the dialog.
 */
export function DecisionFrame({
  title,
  width,
  testId,
  intro,
  failure,
  failureTestId,
  pending,
  danger,
  submitLabel,
  submitTestId,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  width: number;
  testId: string;
  intro: string;
  failure: string | null;
  failureTestId: string;
  pending: boolean;
  danger: boolean;
  submitLabel: string;
  submitTestId: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = `${useId()}-form`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      width={width}
      testId={testId}
      actions={
        <DialogButtons
          onCancel={onClose}
          label={submitLabel}
          pending={pending}
          holdCancel
          className={danger ? styles.dangerButton : undefined}
          form={formId}
          testId={submitTestId}
        />
      }
    >
      <form id={formId} className={styles.decisionForm} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{intro}</p>
        {failure && (
          <p className={styles.formAlert} role="alert" data-testid={failureTestId}>
            {failure}
          </p>
        )}
        {children}
      </form>
    </Dialog>
  );
}

/** Why a field was refused; empty (and hidden) while it is fine. */
export function FieldProblem({
  id,
  text,
  testId,
}: {
  id: string;
  text: string | null;
  testId?: string;
}) {
  return (
    <p id={id} className={styles.fieldError} data-testid={testId}>
      {text}
    </p>
  );
}

/** A decision's text (a reason, a note, a message) with its count of characters. */
export function NoteField({
  id,
  label,
  hint,
  value,
  max,
  rows,
  required,
  problem,
  problemTestId,
  counter,
  counterTestId,
  counterRead,
  onChange,
  inputRef,
  testId,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  max: number;
  rows: number;
  required?: boolean;
  problem: string | null;
  problemTestId?: string;
  /** The counter's words for a count: "12 / 500". */
  counter: (count: number) => string;
  counterTestId?: string;
  /** Screen readers read the counter with the field. */
  counterRead?: boolean;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLTextAreaElement>;
  testId: string;
}) {
  const length = value.trim().length;
  const counterId = `${id}-counter`;
  const describedBy = [hint && `${id}-hint`, counterRead && counterId, `${id}-problem`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <div className={styles.fieldHeader}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span
          id={counterRead ? counterId : undefined}
          className={styles.counter}
          data-over={length > max ? 'true' : undefined}
          data-testid={counterTestId}
        >
          {counter(length)}
        </span>
      </div>
      <textarea
        ref={inputRef}
        id={id}
        className={styles.textarea}
        value={value}
        rows={rows}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldProblem id={`${id}-problem`} text={problem} testId={problemTestId} />
    </div>
  );
}
