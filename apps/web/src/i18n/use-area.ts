import type { ErrorCode } from '@lagoon/contract';
import { useEffect, useState } from 'react';
import { type Area, hasArea, loadArea } from './index';
import { useTranslation } from './react';

/**
 * True once an area's messages are there in the language shown; asks for them when they are
 * not (a language switch, or a screen of the first page that needs them).
 */
export function useAreaMessages(area: Area): boolean {
  const { i18n } = useTranslation();
  const ready = hasArea(area, i18n);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadArea(area, i18n).then(
      () => current && setLoaded((count) => count + 1),
      () => {
        // Unreachable messages leave the generic notice in place.
      },
    );
    return () => {
      current = false;
    };
  }, [area, i18n, ready]);
  return ready;
}

/**
 * The words for an error code. The error messages load with every page but the first (see
 * lazyPage); until they are there, the first page shows the generic notice of its own catalog.
 */
export function useErrorText(): (code: ErrorCode) => string {
  const { t } = useTranslation();
  const ready = useAreaMessages('errors');
  return (code) => (ready ? t(`errors.${code}`) : t('app.failed'));
}
