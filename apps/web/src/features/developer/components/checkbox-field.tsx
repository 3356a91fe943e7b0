import type { ReactNode } from 'react';
import { CheckIcon } from '../../../components/more-icons';
import styles from './checkbox-field.module.css';

interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** Shown at the right of the label, outside it, e.g. a link to the document agreed to. */
  aside?: ReactNode;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  testId?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** A native checkbox drawn as a rounded box, so it keeps keyboard and form behaviour for free. */
export function CheckboxField({
  id,
  checked,
  onChange,
  label,
  aside,
  invalid,
  describedBy,
  disabled,
  testId,
  inputRef,
}: CheckboxFieldProps) {
  return (
    <div className={styles.row} data-invalid={invalid ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        <span className={styles.control}>
          <input
            ref={inputRef}
            id={id}
            type="checkbox"
            className={styles.input}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            data-testid={testId}
          />
          <span className={styles.box} aria-hidden="true">
            <CheckIcon size={14} />
          </span>
        </span>
        <span className={styles.text}>{label}</span>
      </label>
      {aside && <span className={styles.aside}>{aside}</span>}
    </div>
  );
}
