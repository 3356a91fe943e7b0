import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface DataTableProps {
  /** What the table lists, for screen readers (the page's heading says it to the eye). */
  caption: string;
  /** The header cells, `<th scope="col">` each. */
  columns: ReactNode;
  /** The rows. */
  children: ReactNode;
  testId: string;
  /** More room around each cell, for rows of several lines and buttons. */
  roomy?: boolean;
  /** Cells centred on the row's middle, for rows of one line beside buttons. */
  middle?: boolean;
  /** The owner's own class on the table, for what its cells hold. */
  className?: string;
}

/**
 * A table of records in a card, the same in the console and the developer area: a hidden
 * caption, a header of column names and one row per record, scrolling sideways when narrow.
 */
export function DataTable({
  caption,
  columns,
  children,
  testId,
  roomy = false,
  middle = false,
  className,
}: DataTableProps) {
  const classes = [styles.table, roomy && styles.roomy, middle && styles.middle, className];
  return (
    <div className={styles.card}>
      <table className={classes.filter(Boolean).join(' ')} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
