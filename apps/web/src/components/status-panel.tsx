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
}: StatusPanelProps) {
  return (
    <div
      className={styles.panel}
      data-tone={tone}
      data-testid={testId}
      role={alert ? 'alert' : undefined}
    >
      <div className={styles.icon}>{icon}</div>
      {title && <h2 className={styles.title}>{title}</h2>}
      <p className={styles.message}>{message}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
