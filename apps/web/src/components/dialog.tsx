import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

export const DEFAULT_DIALOG_WIDTH = 480;

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Width in pixels; the terms dialog uses TERMS_DIALOG_WIDTH. */
  width?: number;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Hide the corner close button for dialogs that demand an explicit choice. */
  hideClose?: boolean;
  testId?: string;
}

/** The one modal dialog of the app: focus-trapped, closes on Escape and outside click. */
export function Dialog({
  open,
  onOpenChange,
  title,
  width = DEFAULT_DIALOG_WIDTH,
  actions,
  children,
  hideClose,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={{ width: `min(${width}px, calc(100vw - 32px))` }}
          data-testid={testId ?? 'dialog'}
          aria-describedby={undefined}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {!hideClose && (
              <RadixDialog.Close className="icon-button" aria-label={t('common.close')}>
                <CloseIcon size={18} />
              </RadixDialog.Close>
            )}
          </div>
          {children && <div className={styles.body}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
