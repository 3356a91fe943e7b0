import type { ReactNode } from 'react';
import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title';

interface PageProps {
  title: string;
  description?: ReactNode;
  /** Controls shown at the right of the heading (tabs, buttons). */
  actions?: ReactNode;
  /** Content shown above the heading, such as a small label. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** The frame of every page: a heading block and the page's own content. */
export function Page({ title, description, actions, eyebrow, children, testId }: PageProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.page} data-testid={testId}>
      <header className={styles.heading}>
        <div className={styles.titles}>
          {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
          <h1 className={styles.title} data-testid="page-title">
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
