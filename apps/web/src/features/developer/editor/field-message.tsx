import styles from './editor.module.css';

/**
 * The line under a field: its error when it has one (then with a test id), else its hint, else
 * an empty hidden paragraph so the field's `aria-describedby` always points at something.
 */
export function FieldMessage({
  id,
  error,
  hint,
  testId,
}: {
  id: string;
  error: string | null;
  hint?: string;
  testId: string;
}) {
  if (!error && !hint) return <p id={id} hidden />;
  return (
    <p
      id={id}
      className={error ? styles.error : styles.hint}
      data-testid={error ? testId : undefined}
    >
      {error ?? hint}
    </p>
  );
}
