import type { ReactNode } from 'react';
import styles from './status-panel.module.css';

interface StatusPanelProps {
  icon: ReactNode;
  title?: string;
  message: string;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
  testId?: string;
  /** Announce the message to assistive technology when it appears. */
  alert?: boolean;
  /**
   * 1 when the panel is the whole page (an address that leads nowhere, an unsupported browser),
   * so the page still has its one top heading; 2 inside a page that has its own title.
   */
  headingLevel?: 1 | 2;
}

/** The common shape of empty, error and access screens: an icon, a message, actions. */
export function StatusPanel({
  icon,
  title,
  message,
  actions,
  tone = 'neutral',
  testId,
  alert,
  headingLevel = 2,
}: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      className={styles.panel}
      data-tone={tone}
      data-testid={testId}
      role={alert ? 'alert' : undefined}
    >
      <div className={styles.icon}>{icon}</div>
      {title && <Heading className={styles.title}>{title}</Heading>}
      <p className={styles.message}>{message}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
