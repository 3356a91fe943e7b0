import { CURATION_REASON_MAX } from '@lagoon/contract';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';

/**
 * The fields of the curation dialogs (banners, categories, mobile websites, events): each
 * draws its label, control and hint the same way and names its own ids.
 */

/** A label (starred when the field is required), the control it names, and a hint under it. */
function Field({
  id,
  label,
  required,
  hint,
  children,
  after,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
  /** Drawn under the hint. */
  after?: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {after}
    </div>
  );
}

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'spellCheck' | 'autoComplete' | 'placeholder'
>;

/** A line of text, or a text area when given rows. */
export function TextField({
  label,
  value,
  onChange,
  max,
  required,
  hint,
  rows,
  testId,
  unstarred,
  ...attributes
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  required?: boolean;
  hint?: string;
  rows?: number;
  testId?: string;
  /** A required field whose label has no star: every field of its dialog is required. */
  unstarred?: boolean;
} & InputAttributes) {
  const id = useId();
  const describedBy = hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label} required={required && !unstarred} hint={hint}>
      {rows ? (
        <textarea
          id={id}
          className={styles.input}
          rows={rows}
          value={value}
          maxLength={max}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          data-testid={testId}
        />
      ) : (
        <input
          id={id}
          className={styles.input}
          value={value}
          maxLength={max}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          data-testid={testId}
          {...attributes}
        />
      )}
    </Field>
  );
}

/** The optional note every change keeps in the curation history. */
export function ReasonField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('admin.curation.common.reason')}
      value={value}
      onChange={onChange}
      max={CURATION_REASON_MAX}
      hint={t('admin.curation.common.reasonHint')}
      testId="curation-reason"
    />
  );
}

/** One of a fixed list of choices. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A tick box with its words. */
export function CheckField({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}

/**
 * An image picked from the disk, checked by the server when the dialog saves; the image shown
 * now sits beside the picker (an icon) or under it (a banner or a cover).
 */
export function ImageField({
  label,
  required,
  hint,
  onFile,
  testId,
  beside,
  preview,
  remove,
}: {
  label: string;
  required?: boolean;
  hint: string;
  onFile: (file: File | null) => void;
  testId: string;
  beside?: ReactNode;
  preview?: ReactNode;
  /** The tick box that takes the current image away, when there is one to take. */
  remove?: { label: string; checked: boolean; onChange: (checked: boolean) => void } | null;
}) {
  const id = useId();
  const picker = (
    <input
      id={id}
      type="file"
      accept="image/png,image/jpeg,image/webp"
      className={styles.file}
      onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      aria-describedby={`${id}-hint`}
      data-testid={testId}
    />
  );
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      after={
        <>
          {preview}
          {remove && <CheckField {...remove} />}
        </>
      }
    >
      {beside ? (
        <div className={styles.filePicker}>
          {beside}
          {picker}
        </div>
      ) : (
        picker
      )}
    </Field>
  );
}

type ScheduleKey = 'startsAt' | 'endsAt';

/** From when and until when something shows, each in the administrator's local time. */
export function ScheduleFields({
  legend,
  hint,
  labelOf,
  values,
  onChange,
  testIdPrefix,
}: {
  legend: string;
  hint: string;
  labelOf: (key: ScheduleKey) => string;
  values: Record<ScheduleKey, string>;
  onChange: (key: ScheduleKey, value: string) => void;
  testIdPrefix: string;
}) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.pair}>
        {(['startsAt', 'endsAt'] as const).map((key) => (
          <div className={styles.field} key={key}>
            <label htmlFor={`${id}-${key}`} className={styles.label}>
              {labelOf(key)}
            </label>
            <input
              id={`${id}-${key}`}
              type="datetime-local"
              className={styles.input}
              value={values[key]}
              onChange={(event) => onChange(key, event.target.value)}
              data-testid={`${testIdPrefix}-${key}`}
            />
          </div>
        ))}
      </div>
      <p className={styles.hint}>{hint}</p>
    </fieldset>
  );
}
