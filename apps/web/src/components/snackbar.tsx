import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from '../i18n/react';
import { CloseIcon } from './icons';
import styles from './snackbar.module.css';

const DEFAULT_DURATION_MS = 4000;

interface SnackbarMessage {
  id: number;
  text: string;
  durationMs: number;
}

interface SnackbarApi {
  /** Shows a short message at the bottom of the window; a newer message replaces it. */
  show: (text: string, options?: { durationMs?: number }) => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** The app-wide snackbar: one message at a time, announced politely to screen readers. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<SnackbarMessage | null>(null);

  const show = useCallback<SnackbarApi['show']>((text, options) => {
    setMessage({ id: Date.now(), text, durationMs: options?.durationMs ?? DEFAULT_DURATION_MS });
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), message.durationMs);
    return () => clearTimeout(timer);
  }, [message]);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {message && (
          <div key={message.id} className={styles.snackbar} data-testid="snackbar">
            <span className={styles.text}>{message.text}</span>
            <button
              type="button"
              className={styles.dismiss}
              onClick={() => setMessage(null)}
              aria-label={t('common.close')}
            >
              <CloseIcon size={16} />
            </button>
          </div>
        )}
      </div>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return api;
}
