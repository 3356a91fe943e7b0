import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';
import { type FieldProblems, type HostField, hostLineProblems, readHostLines } from './group-form';
import own from './groups.module.css';

/*
 * The fields of the group forms: a text with its problem under it, choices with a sentence
 * each, and host patterns one per line with each wrong line named. Permissions are picked in
 * permission-picker.tsx.
 */

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

/** A line of text, or a text area when given rows, with its hint and the problem the form found. */
export function TextField({
  label,
  hint,
  value,
  onChange,
  max,
  problem,
  required,
  rows,
  testId,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  problem?: string | null;
  required?: boolean;
  rows?: number;
  testId: string;
}) {
  const id = useId();
  const attributes = {
    id,
    value,
    maxLength: max,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, problem && `${id}-problem`),
    'data-testid': testId,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {rows ? (
        <textarea
          {...attributes}
          className={styles.textarea}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...attributes}
          className={styles.input}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className={styles.fieldError} data-testid={`${testId}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** One of a few choices, each with the sentence that says what it does. */
export function ChoiceField<V extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  disabled,
  testId,
}: {
  legend: string;
  name: string;
  value: V;
  choices: readonly { value: V; label: string; hint: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <fieldset className={own.fieldset} data-testid={testId}>
      <legend className={styles.label}>{legend}</legend>
      <div className={own.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={own.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              data-testid={`${testId}-${choice.value}`}
            />
            <span className={own.choiceText}>
              <span className={own.choiceLabel}>{choice.label}</span>
              <span className={own.choiceHint}>{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Host patterns, one per line, as Chromium's runtime host lists take them: each wrong pattern
 * is named with its line (the field issue's index counts patterns, not lines), and the count
 * shows how close the list is to Chromium's limit.
 */
export function HostLinesField({
  field,
  label,
  hint,
  text,
  onChange,
  problems,
  max,
  emptyText,
  testId,
}: {
  field: HostField;
  label: string;
  hint: string;
  text: string;
  onChange: (text: string) => void;
  problems: FieldProblems;
  max: number;
  /** What an empty box means, when it is not "no patterns" (an item keeps its group's). */
  emptyText?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hosts = readHostLines(text);
  const { lines, whole } = hostLineProblems(problems, field, hosts);
  const invalid = lines.length > 0 || whole !== null;
  const rows = Math.min(Math.max(hosts.lines.at(-1) ?? 0, 3), 12);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${styles.textarea} ${own.hostBox}`}
        rows={rows}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(`${id}-hint`, invalid && `${id}-problems`)}
        data-testid={testId}
      />
      <div className={own.fieldFooter}>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
          {emptyText && hosts.values.length === 0 && (
            <>
              <br />
              {emptyText}
            </>
          )}
        </p>
        <span className={styles.counter} data-over={hosts.values.length > max || undefined}>
          {t('admin.groups.fields.hostCount', { count: hosts.values.length, max })}
        </span>
      </div>
      {invalid && (
        <ul id={`${id}-problems`} className={own.lineProblems} data-testid={`${testId}-problems`}>
          {whole && <li>{whole}</li>}
          {lines.map((problem) => (
            <li key={problem.line} data-line={problem.line}>
              <LineLabel line={problem.line}>
                <code>{problem.pattern}</code>
              </LineLabel>{' '}
              {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LineLabel({ line, children }: { line: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <strong>
      {t('admin.groups.fields.line', { line })} ({children}):
    </strong>
  );
}
